/** Clubs directory (/clubs): GET /api/organizations shapes and texts. */
import type { OrgType } from './geography';

/** An organisation card. Keys marked optional are absent (not null) in the preview. */
export interface OrganizationItem {
  id: string;
  name: string;
  orgType: OrgType;
  verified: boolean;
  description: string | null;
  city: string | null;
  /** The affiliated rugby union (docs/decisions.md). */
  province: string | null;
  playerCount: number;
  /** Up to 5 in the full view, 2 in the preview. */
  ageGroups: string[];
  logoUrl: string | null;
  /** Full view only. */
  establishedYear?: number | null;
  contactPhone?: string | null;
  contactEmail?: string | null;
  website?: string | null;
}

export interface OrganizationsResponse {
  results: OrganizationItem[];
  /** Every active organisation of the chosen union (all unions when none), whatever the other filters. */
  total: number;
  /** Organisations matching all filters (results.length unless capped at ORGANIZATIONS_MAX_RESULTS). */
  matched: number;
  /** Players and signed-out visitors get the preview. */
  preview: boolean;
}

export const ORGANIZATIONS_MAX_RESULTS = 200;

export const ORGANIZATION_MESSAGES = {
  unknownUnion: 'Please choose a rugby union from the list',
  unknownType: 'Please choose an organization type from the list',
  previewContactNote: 'Contact details available to premium users',
  empty: 'No organizations found',
  searchFailed: 'Failed to search organizations',
  showing: (shown: number, total: number) => `Showing ${shown} of ${total} organizations`,
} as const;
