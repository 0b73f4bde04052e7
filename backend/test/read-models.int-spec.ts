import { createTestApp, type TestApp } from './app.factory';
import { PLAYER_READ_MODELS } from '../src/modules/player';
import { RECRUITING_READ_MODELS } from '../src/modules/recruiting';
import { USERS_READ_MODELS } from '../src/modules/users';
import { BILLING_READ_MODELS } from '../src/modules/billing';
import { MODERATION_READ_MODELS } from '../src/modules/moderation';
import { MENTORING_READ_MODELS } from '../src/modules/mentoring';

/**
 * The read models modules export to each other (docs/architecture.md, "Boundaries"): each listed view
 * exists with exactly its listed columns, and reading through it plans on the tables' own indexes (the
 * view is inlined, never materialised).
 */
const READ_MODELS: Record<string, readonly string[]> = { ...USERS_READ_MODELS, ...PLAYER_READ_MODELS, ...RECRUITING_READ_MODELS, ...BILLING_READ_MODELS, ...MODERATION_READ_MODELS, ...MENTORING_READ_MODELS };

describe('read models', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(Object.keys(READ_MODELS))('%s is a view with exactly its listed columns', async (view) => {
    const columns: Array<{ column_name: string }> = await t.dataSource.query(
      `SELECT c.column_name FROM information_schema.columns c
         JOIN information_schema.views v ON v.table_schema = c.table_schema AND v.table_name = c.table_name
        WHERE c.table_schema = 'public' AND c.table_name = $1 ORDER BY c.ordinal_position`,
      [view],
    );
    expect(columns.map((c) => c.column_name)).toEqual([...READ_MODELS[view]]);
  });

  it('a read through the views plans on the tables and their indexes', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL enable_seqscan = off');
      const rows: Array<{ 'QUERY PLAN': string }> = await runner.query(
        `EXPLAIN SELECT u.first_name, r.org_name FROM player_directory p
           JOIN user_directory u ON u.id = p.user_id
           LEFT JOIN recruiter_directory r ON r.user_id = u.id
          WHERE p.id = '00000000-0000-0000-0000-000000000000'`,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('players_pkey');
      expect(plan).toContain('users_pkey');
      expect(plan).not.toMatch(/Subquery Scan|CTE Scan|Materialize/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it("billing's read of a session's status through mentoring_session_directory plans on the sessions' primary key", async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      await runner.startTransaction();
      await runner.query('SET LOCAL enable_seqscan = off');
      const rows: Array<{ 'QUERY PLAN': string }> = await runner.query(
        `EXPLAIN SELECT s.status FROM mentoring_session_directory s WHERE s.id = '00000000-0000-0000-0000-000000000000'`,
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('mentoring_sessions_pkey');
      expect(plan).not.toMatch(/Subquery Scan|CTE Scan|Materialize/);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });

  it('a view read with only recruiter facts skips the organisations join', async () => {
    const rows: Array<{ 'QUERY PLAN': string }> = await t.dataSource.query(
      `EXPLAIN SELECT r.role_title FROM recruiter_directory r WHERE r.user_id = '00000000-0000-0000-0000-000000000000'`,
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).not.toContain('orgs');
  });
});
