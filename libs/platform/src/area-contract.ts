/**
 * The contract between the shell and a remote (ARCHITECTURE "Module Federation names"): a remote
 * exposes './routes' and './dashboard', each default-exporting one of these shapes. Types only.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { UserRole } from '@fiji/contracts';

/** A navigation entry of an area; 'public' means shown to signed-out visitors too. */
export type NavEntry = { label: string; path: string; roles: UserRole[] | 'public' };

/** './routes': absolute paths ('/player/:id'), so the same objects work standalone and in the shell. */
export type AreaRoutes = { routes: RouteObject[]; nav: NavEntry[] };

/** './dashboard': the area's cards per role, rendered by the shell's dashboard in this order. */
export type AreaDashboard = { cards: Partial<Record<UserRole, ComponentType[]>> };
