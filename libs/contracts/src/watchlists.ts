/**
 * Watchlists (/recruiter/watchlists and "Add to Watchlist" on a profile): DTOs with the spec's
 * messages, response shapes and texts (docs/decisions.md "Stubs that become real").
 */
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';
import { trim } from './field-rules';
import { PLAYER_NOT_FOUND } from './player-profile';
import type { UserRole } from './roles';

/** watchlists are for recruiter and admin. */
export const WATCHLIST_ROLES: readonly UserRole[] = ['recruiter', 'admin'];
export const WATCHLIST_NAME_MAX = 100;
export const WATCHLIST_NOTE_MAX = 1000;
/** Per-user caps (409 `code: LIMIT_REACHED`): watchlists per owner, players per watchlist. */
export const WATCHLISTS_MAX = 25;
export const WATCHLIST_PLAYERS_MAX = 200;
/** "Added this week" counts items added in the last 7 days. */
export const WATCHLIST_RECENT_DAYS = 7;

export const WATCHLIST_MESSAGES = {
  accessDeniedTitle: 'Access Denied',
  accessDenied: 'Only recruiters can access watchlist functionality.',
  title: 'My Watchlists',
  nameLabel: 'Watchlist Name',
  nameRequired: 'Watchlist name is required',
  nameTooLong: `Watchlist name must be less than ${WATCHLIST_NAME_MAX} characters`,
  noteTooLong: `Note must be less than ${WATCHLIST_NOTE_MAX} characters`,
  selectRequired: 'Please select a watchlist',
  playerRequired: 'Please choose a player',
  duplicateName: 'You already have a watchlist with this name.',
  notFound: 'Watchlist not found',
  playerNotFound: PLAYER_NOT_FOUND.title,
  alreadyInList: 'This player is already in this watchlist.',
  listLimit: `You can keep up to ${WATCHLISTS_MAX} watchlists. Delete one to create another.`,
  playerLimit: `A watchlist can hold up to ${WATCHLIST_PLAYERS_MAX} players. Remove one, or use another watchlist.`,
  notInList: 'Player is not in this watchlist',
  created: 'Watchlist created',
  createFailed: 'Failed to create watchlist.',
  createFailedRetry: 'Failed to create watchlist. Please try again.',
  playerAdded: 'Player added',
  playerAddedDescription: 'Player has been added to your watchlist.',
  addFailed: 'Failed to add player to watchlist.',
  renamed: 'Watchlist renamed',
  deleted: 'Watchlist deleted',
  deleteConfirm: (name: string) => `Delete the watchlist "${name}"? The players stay on the platform; only this list is removed.`,
  playerRemoved: 'Player removed from watchlist',
  unavailablePlayer: 'This player is no longer available',
  upgradeToExport: 'Upgrade to the Recruiter Plan to export player data.',
  empty: 'No watchlists yet',
  createFirst: 'Create Your First Watchlist',
  emptyDetail: 'No players in this watchlist yet',
  dashboardCount: (n: number) => (n === 0 ? 'No watchlists yet' : `${n} watchlist${n === 1 ? '' : 's'}`),
} as const;

/** The columns of GET /api/watchlists/:id/export.csv, in order. */
export const WATCHLIST_CSV_COLUMNS = ['Name', 'Positions', 'School', 'Province', 'Grad Year', 'Note', 'Added', 'Profile URL'] as const;

/** POST /api/watchlists {name}; PATCH /api/watchlists/:id {name}. */
export class WatchlistNameDto {
  @Transform(trim)
  @IsString({ message: WATCHLIST_MESSAGES.nameRequired })
  @IsNotEmpty({ message: WATCHLIST_MESSAGES.nameRequired })
  @MaxLength(WATCHLIST_NAME_MAX, { message: WATCHLIST_MESSAGES.nameTooLong })
  name!: string;
}

const noteTransform = ({ value }: { value: unknown }) =>
  value === null || value === undefined ? undefined : typeof value === 'string' ? value.trim() : value;

/** POST /api/watchlists/:id/players {playerId, note}. */
export class AddWatchlistPlayerDto {
  @IsUUID('all', { message: WATCHLIST_MESSAGES.playerRequired })
  @IsNotEmpty({ message: WATCHLIST_MESSAGES.playerRequired })
  playerId!: string;

  @Transform(noteTransform)
  @IsOptional()
  @IsString({ message: WATCHLIST_MESSAGES.noteTooLong })
  @MaxLength(WATCHLIST_NOTE_MAX, { message: WATCHLIST_MESSAGES.noteTooLong })
  note?: string;
}

/** PATCH /api/watchlists/:id/players/:playerId {note}; an empty note clears it. */
export class UpdateWatchlistNoteDto {
  @Transform(noteTransform)
  @IsOptional()
  @IsString({ message: WATCHLIST_MESSAGES.noteTooLong })
  @MaxLength(WATCHLIST_NOTE_MAX, { message: WATCHLIST_MESSAGES.noteTooLong })
  note?: string;
}

/** A card of GET /api/watchlists (and the result of create/rename). */
export interface WatchlistSummary {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  playerCount: number;
  /** Players added in the last WATCHLIST_RECENT_DAYS days. */
  addedThisWeek: number;
}

/** GET /api/watchlists/summary: the three tiles. */
export interface WatchlistsOverview {
  total: number;
  /** Distinct players across all the user's watchlists. */
  playersTracked: number;
  addedThisWeek: number;
}

export interface WatchlistPlayerCard {
  id: string;
  user: { firstName: string; lastName: string; fullName: string | null; profileImageUrl: string | null };
  profilePicture: string | null;
  school: string | null;
  /** 2 for free viewers (preview), all for paid. */
  positions: string[];
  province: string | null;
  gradYear: number | null;
  verifiedByCoach: boolean;
}

export interface WatchlistPlayer {
  playerId: string;
  note: string | null;
  addedAt: string;
  /** False when the profile is no longer visible to you (player is then null). */
  available: boolean;
  player: WatchlistPlayerCard | null;
}

export interface WatchlistDetail extends WatchlistSummary {
  players: WatchlistPlayer[];
}
