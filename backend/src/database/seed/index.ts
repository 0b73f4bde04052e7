import * as argon2 from 'argon2';
import type { DataSource, EntityManager } from 'typeorm';
import { DEMO_PASSWORD } from '@fiji/contracts';
import { ARGON2_OPTIONS } from '../../modules/users/services/password.service';
import { SEED_TABLES, SeedContext } from './context';
import { insertRows, type Row } from './sql';
import { buildOrganisations } from './build-organisations';
import { buildAccounts } from './build-accounts';
import { buildSamplePlayers } from './build-people';
import { buildEngagement } from './build-engagement';
import { buildMentoring } from './build-mentoring';

export { DEMO_EMAILS } from './build-accounts';

/**
 * Bump when the seed's data changes: a new version is applied on top of the old one (new rows
 * are added; rows that already exist are never overwritten).
 */
export const SEED_VERSION = 'demo-v1';

export interface SeedResult {
  skipped: boolean;
  /** Rows inserted per table (empty when skipped). */
  inserted: Record<string, number>;
}

/**
 * Idempotent demo + sample data: the 10 demo/seeded accounts (password DEMO_PASSWORD), the 26
 * unions and other organisations, 222 players and the activity around them.
 *
 * - A seed_runs row marks a version as applied: the next call returns at once.
 * - Without it, every row has a stable id derived from a natural key and is inserted with
 *   ON CONFLICT DO NOTHING, so rows that exist (from an earlier run, or created in the app for a
 *   demo email) are left alone; ids of existing users / profiles are looked up and used instead.
 * - Everything runs in one transaction through its own manager only, so a failed seed leaves nothing
 *   half-written.
 */
export async function runSeed(dataSource: DataSource): Promise<SeedResult> {
  const applied: unknown[] = await dataSource.query('SELECT 1 FROM seed_runs WHERE version = $1', [SEED_VERSION]);
  if (applied.length > 0) return { skipped: true, inserted: {} };

  // One hash for every seeded account keeps seeding fast (argon2id is deliberately slow), with the
  // parameters of real accounts: argon2's own defaults (64 MiB, 3 passes, 4 lanes) made each demo
  // sign-in cost about four times a real one.
  const passwordHash = await argon2.hash(DEMO_PASSWORD, ARGON2_OPTIONS);
  // Dates are relative to "now" so ages, "this week" and upcoming sessions stay meaningful.
  const ctx = new SeedContext(new Date(), passwordHash);
  buildOrganisations(ctx);
  buildAccounts(ctx);
  buildSamplePlayers(ctx);
  const verifiedViewers = new Set(
    ctx.rows.get('users')!.filter((u) => u.verified === true || u.role === 'admin').map((u) => u.id as string),
  );
  buildEngagement(ctx, verifiedViewers);
  buildMentoring(ctx);

  return dataSource.transaction(async (manager) => {
    // Two seeders starting together: the second waits here, then sees the first one's seed_runs row.
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('fiji-rugby-seed'))`);
    const again: unknown[] = await manager.query('SELECT 1 FROM seed_runs WHERE version = $1', [SEED_VERSION]);
    if (again.length > 0) return { skipped: true, inserted: {} };
    const remap = new Map<string, string>();
    const inserted: Record<string, number> = {};
    for (const table of SEED_TABLES) {
      const rows = ctx.rows.get(table)!.map((row) => applyRemap(row, remap));
      inserted[table] = await insertRows(manager, table, rows);
      await learnExistingIds(manager, table, rows, remap);
    }
    await manager.query('INSERT INTO seed_runs (version) VALUES ($1) ON CONFLICT DO NOTHING', [SEED_VERSION]);
    return { skipped: false, inserted };
  });
}

/** Replaces every seeded id that turned out to exist under another id. */
function applyRemap(row: Row, remap: Map<string, string>): Row {
  if (remap.size === 0) return row;
  const out: Row = {};
  for (const [key, value] of Object.entries(row)) out[key] = typeof value === 'string' ? (remap.get(value) ?? value) : value;
  return out;
}

/**
 * Rows other tables point at and that have a natural unique key: when such a row already existed
 * under a different id, later rows must reference the existing id.
 */
const NATURAL_KEYS: Partial<Record<(typeof SEED_TABLES)[number], { sql: string; key: (row: Row) => string }>> = {
  users: { sql: 'SELECT id, lower(email) AS k FROM users WHERE lower(email) = ANY($1)', key: (r) => String(r.email).toLowerCase() },
  orgs: { sql: `SELECT id, lower(name) || '|' || org_type AS k FROM orgs WHERE lower(name) || '|' || org_type = ANY($1)`, key: (r) => `${String(r.name).toLowerCase()}|${r.org_type}` },
  players: { sql: 'SELECT id, user_id::text AS k FROM players WHERE user_id::text = ANY($1)', key: (r) => String(r.user_id) },
  recruiters: { sql: 'SELECT id, user_id::text AS k FROM recruiters WHERE user_id::text = ANY($1)', key: (r) => String(r.user_id) },
  agents: { sql: 'SELECT id, user_id::text AS k FROM agents WHERE user_id::text = ANY($1)', key: (r) => String(r.user_id) },
  mentors: { sql: 'SELECT id, user_id::text AS k FROM mentors WHERE user_id::text = ANY($1)', key: (r) => String(r.user_id) },
  mentoring_relationships: {
    sql: `SELECT id, mentor_id::text || '|' || mentee_id::text AS k FROM mentoring_relationships WHERE mentor_id::text || '|' || mentee_id::text = ANY($1)`,
    key: (r) => `${r.mentor_id}|${r.mentee_id}`,
  },
};

async function learnExistingIds(manager: EntityManager, table: (typeof SEED_TABLES)[number], rows: Row[], remap: Map<string, string>): Promise<void> {
  const natural = NATURAL_KEYS[table];
  if (!natural || rows.length === 0) return;
  const seededIdByKey = new Map(rows.map((r) => [natural.key(r), r.id as string]));
  const existing: Array<{ id: string; k: string }> = await manager.query(natural.sql, [[...seededIdByKey.keys()]]);
  for (const { id, k } of existing) {
    const seededId = seededIdByKey.get(k);
    if (seededId && seededId !== id) remap.set(seededId, id);
  }
}
