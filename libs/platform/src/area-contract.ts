/**
 * The contract between the shell and a remote (docs/areas.md): a remote exposes './routes' and
 * './dashboard', each default-exporting one of these shapes. Types only.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { UserRole } from '@fiji/contracts';

/** A navigation entry of an area; 'public' means shown to signed-out visitors too. */
export type NavEntry = { label: string; path: string; roles: readonly UserRole[] | 'public' };

/**
 * './routes': absolute paths ('/player/:id'), so the same objects work standalone and in the shell;
 * every path lies under one of the area's prefixes in the registry (AREAS in @fiji/contracts). `nav`
 * is the area's registry entry's nav (the standalone header shows it; the site's header reads the
 * registry itself).
 */
export type AreaRoutes = { routes: RouteObject[]; nav: readonly NavEntry[] };

/** './dashboard': the area's cards per role, rendered by the shell's dashboard in this order. */
export type AreaDashboard = { cards: Partial<Record<UserRole, ComponentType[]>> };
