import { SeededRandom, seedUuid } from './random';
import type { Row } from './sql';

/** Tables in foreign-key order: the seed inserts them in exactly this order. */
export const SEED_TABLES = [
  'users', 'search_preferences', 'orgs', 'players', 'player_metrics', 'highlights',
  'achievements', 'recruiters', 'agents', 'agent_player_links', 'mentors', 'subscriptions', 'follows', 'profile_views', 'interests',
  'contact_requests', 'watchlists', 'watchlist_items', 'addon_purchases', 'profile_boosts', 'extra_upload_credits',
  'badges', 'mentoring_relationships', 'mentoring_sessions', 'session_payments', 'mentoring_resources',
  'shared_resources', 'mentoring_goals', 'mentoring_milestones', 'mentoring_assessments', 'mentor_reviews',
  'ama_events', 'ama_registrations', 'highlight_feedback_requests', 'recruiter_usage', 'notifications',
  'activities', 'funnel_events', 'contact_submissions', 'beta_feedback',
] as const;
export type SeedTable = (typeof SEED_TABLES)[number];

/** What later builders need to know about a seeded player. */
export interface SeededPlayer {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  school: string;
  province: string;
  union: string;
  positions: string[];
  gradYear: number;
  minor: boolean;
  guardianEmail: string | null;
  verified: boolean;
  visibility: 'public' | 'recruiters' | 'private';
  paid: boolean;
  highlightIds: string[];
  createdAt: Date;
}

/** A seeded user who may follow / view / contact players. */
export interface SeededViewer {
  userId: string;
  role: string;
  fullName: string;
  /** recruiters.id when the user has a recruiting profile. */
  recruiterId: string | null;
}

const DAY_MS = 86_400_000;

/** Rows being built for one seed run, plus the deterministic randomness and clock they share. */
export class SeedContext {
  readonly rng = new SeededRandom(20_240_917);
  readonly rows = new Map<SeedTable, Row[]>(SEED_TABLES.map((t) => [t, []]));
  readonly players: SeededPlayer[] = [];
  readonly viewers: SeededViewer[] = [];
  /** ids by a readable key, e.g. 'user:player.paid@demo.fj', 'org:union:Suva'. */
  readonly ids = new Map<string, string>();

  constructor(
    readonly now: Date,
    readonly passwordHash: string,
  ) {}

  add(table: SeedTable, row: Row): Row {
    this.rows.get(table)!.push(row);
    return row;
  }

  /** A stable id for `key`, remembered so other builders can look it up with `id(key)`. */
  newId(key: string): string {
    const id = seedUuid(key);
    this.ids.set(key, id);
    return id;
  }

  id(key: string): string {
    const id = this.ids.get(key);
    if (!id) throw new Error(`Seed: unknown key ${key}`);
    return id;
  }

  /** A moment `days` days before now, at a deterministic time of day. */
  daysAgo(days: number): Date {
    const minutes = this.rng.int(6 * 60, 21 * 60);
    return new Date(this.now.getTime() - days * DAY_MS - (24 * 60 - minutes) * 60_000);
  }

  daysAhead(days: number, hour = 17): Date {
    const d = new Date(this.now.getTime() + days * DAY_MS);
    d.setUTCHours(hour - 12, 0, 0, 0); // Fiji is UTC+12: 17:00 FJT = 05:00 UTC
    return d;
  }

  /** YYYY-MM-DD of a date. */
  static isoDate(d: Date): string {
    return d.toISOString().slice(0, 10);
  }

  phone(prefix = '9'): string {
    return `+679 ${prefix}${this.rng.int(10, 99)} ${this.rng.int(1000, 9999)}`;
  }
}
