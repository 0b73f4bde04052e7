/**
 * Schema integration test: the migration, the entities and the seed, on a real PostgreSQL (a
 * throwaway database on the run's server: DATABASE_URL's, or the embedded one).
 */
import 'reflect-metadata';
import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { DEMO_PASSWORD, UNIONS } from '@fiji/contracts';
import { ALL_ENTITIES } from '../src/database/entities';
import { MIGRATIONS } from '../src/database/migrations';
import { runMigrations } from '../src/core/database/data-source';
import { runSeed } from '../src/database/seed';
import { User } from '../src/modules/users/entities/user.entity';
import { Player } from '../src/modules/player/entities/player.entity';
import { Follow } from '../src/modules/player/entities/follow.entity';

const SERVER_URL = process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const MIGRATIONS_TABLE = 'typeorm_migrations';
const UNIQUE_VIOLATION = '23505';

interface Target {
  url: string;
  close(): Promise<void>;
}

/** A fresh database on the DATABASE_URL server, dropped afterwards. */
async function throwawayDatabase(): Promise<Target> {
  const name = `fiji_schema_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async close() {
      const c = new Client({ connectionString: SERVER_URL });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

const expectUniqueViolation = async (promise: Promise<unknown>): Promise<void> => {
  await expect(promise).rejects.toMatchObject({ driverError: expect.objectContaining({ code: UNIQUE_VIOLATION }) });
};

async function tableCounts(ds: DataSource): Promise<Record<string, number>> {
  const tables: Array<{ table_name: string }> = await ds.query(
    `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
     AND table_name NOT IN ('${MIGRATIONS_TABLE}', 'seed_runs') ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of tables) {
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM "${table_name}"`);
    counts[table_name] = n;
  }
  return counts;
}

function schemaSuite(label: string, open: () => Promise<Target>): void {
  describe(`schema on ${label}`, () => {
    let target: Target;
    let ds: DataSource;

    beforeAll(async () => {
      target = await open();
      ds = new DataSource({
        type: 'postgres',
        url: target.url,
        entities: ALL_ENTITIES,
        migrations: MIGRATIONS,
        migrationsTableName: MIGRATIONS_TABLE,
        synchronize: false,
        logging: false,
        extra: { max: 4 },
      });
      await ds.initialize();
    }, 60_000);

    afterAll(async () => {
      if (ds?.isInitialized) await ds.destroy();
      await target?.close();
    });

    it('migrates up: every table of the data model exists', async () => {
      const done = await ds.runMigrations({ transaction: 'each' });
      expect(done.map((m) => m.name)).toEqual(MIGRATIONS.map((m) => new m().name));
      const tables: Array<{ table_name: string }> = await ds.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> $1`,
        [MIGRATIONS_TABLE],
      );
      // Tables kept by triggers and read with plain SQL, with no entity: player_counts (docs/search.md).
      const withoutEntity = ['player_counts'];
      const names = tables.map((t) => t.table_name).filter((n) => !withoutEntity.includes(n));
      expect(tables.map((t) => t.table_name)).toEqual(expect.arrayContaining(withoutEntity));
      // Every entity has its table (and the migration has nothing the entities lack but seed_runs' use).
      for (const meta of ds.entityMetadatas) expect(names).toContain(meta.tableName);
      expect(names).toHaveLength(ds.entityMetadatas.length);
    });

    it('seeds the demo accounts, unions, organisations and at least 200 players', async () => {
      const first = await runSeed(ds);
      expect(first.skipped).toBe(false);

      const [{ players }] = await ds.query('SELECT count(*)::int AS players FROM players');
      expect(players).toBeGreaterThanOrEqual(200);
      const unions: Array<{ province: string }> = await ds.query(`SELECT province FROM orgs WHERE org_type = 'union'`);
      expect(new Set(unions.map((u) => u.province))).toEqual(new Set(UNIONS));
      const [{ schools }] = await ds.query(`SELECT count(*)::int AS schools FROM orgs WHERE org_type = 'school'`);
      expect(schools).toBeGreaterThanOrEqual(40);

      const demo: Array<{ email: string; role: string; verified: boolean; password_hash: string }> = await ds.query(
        `SELECT email, role, verified, password_hash FROM users WHERE email LIKE '%@demo.fj' ORDER BY email`,
      );
      expect(demo.map((u) => `${u.email}:${u.role}`)).toEqual([
        'admin@demo.fj:admin', 'agent@demo.fj:agent', 'club@demo.fj:club', 'coach@demo.fj:coach',
        'mentor@demo.fj:mentor', 'player.free@demo.fj:player', 'player.paid@demo.fj:player',
        'recruiter.free@demo.fj:recruiter', 'recruiter.paid@demo.fj:recruiter', 'union@demo.fj:union',
      ]);
      expect(await argon2.verify(demo[0].password_hash, DEMO_PASSWORD)).toBe(true);
      expect(demo[0].password_hash.startsWith('$argon2id$')).toBe(true);

      const [paid] = await ds.query(
        `SELECT s.plan, s.status, p.verified_by_coach FROM players p JOIN users u ON u.id = p.user_id
         JOIN subscriptions s ON s.user_id = u.id WHERE u.email = 'player.paid@demo.fj'`,
      );
      expect(paid).toEqual({ plan: 'player_pro', status: 'active', verified_by_coach: true });
      const [free] = await ds.query(
        `SELECT extract(year FROM age(u.dob))::int AS age, u.guardian_email, u.guardian_consent_at IS NOT NULL AS consent,
                coalesce(s.plan, 'free') AS plan FROM users u JOIN players p ON p.user_id = u.id LEFT JOIN subscriptions s ON s.user_id = u.id
         WHERE u.email = 'player.free@demo.fj'`,
      );
      expect(free).toMatchObject({ age: 17, consent: true, plan: 'free' });
      expect(free.guardian_email).toContain('@');
      const recruiters: Array<{ email: string; plan: string; verified: boolean }> = await ds.query(
        `SELECT u.email, ap.plan, u.verified FROM recruiters r JOIN users u ON u.id = r.user_id JOIN account_plans ap ON ap.user_id = u.id
         WHERE u.email IN ('recruiter.paid@demo.fj', 'recruiter.free@demo.fj') ORDER BY u.email`,
      );
      expect(recruiters).toEqual([
        { email: 'recruiter.free@demo.fj', plan: 'free', verified: true },
        { email: 'recruiter.paid@demo.fj', plan: 'recruiter', verified: true },
      ]);
      const [mentor] = await ds.query(
        `SELECT ap.plan, m.bio FROM mentors m JOIN users u ON u.id = m.user_id JOIN account_plans ap ON ap.user_id = u.id WHERE u.email = 'mentor@demo.fj'`,
      );
      expect(mentor.plan).toBe('mentor_pro');
      const [{ boosts }] = await ds.query(
        `SELECT count(*)::int AS boosts FROM profile_boosts WHERE is_active AND now() BETWEEN start_date AND end_date`,
      );
      expect(boosts).toBeGreaterThan(0);
    });

    it('is idempotent: a second run, and a full re-run, change nothing', async () => {
      const before = await tableCounts(ds);
      expect((await runSeed(ds)).skipped).toBe(true);
      expect(await tableCounts(ds)).toEqual(before);

      // Without the seed_runs marker every row is offered again and ON CONFLICT keeps the existing ones.
      await ds.query('DELETE FROM seed_runs');
      const again = await runSeed(ds);
      expect(again.skipped).toBe(false);
      expect(Object.values(again.inserted).every((n) => n === 0)).toBe(true);
      expect(await tableCounts(ds)).toEqual(before);
    });

    it('maps entities to the schema (defaults, numeric columns, relations)', async () => {
      const users = ds.getRepository(User);
      const created = await users.save(users.create({ email: 'new.person@example.fj', firstName: 'Eroni', lastName: 'Bola' }));
      const reloaded = await users.findOneByOrFail({ id: created.id });
      expect(reloaded).toMatchObject({
        role: 'player', verified: false, isDemo: false, fullName: 'Eroni Bola',
        notificationPreferences: { emailNotifications: true, newMessages: true, profileViews: false },
      });
      const owner = await users.findOneByOrFail({ email: 'player.paid@demo.fj' });
      const player = await ds.getRepository(Player).findOneOrFail({
        where: { userId: owner.id }, relations: { highlights: true, achievements: true },
      });
      expect(typeof player.heightCm).toBe('number');
      expect(player.positions).toEqual(['Outside Centre', 'Right Wing']);
      expect(player.highlights?.length).toBe(8);
      // Cross-module data is joined by entity name (modules never import each other's entities).
      const withUser = await ds.getRepository(Player).createQueryBuilder('p')
        .innerJoinAndMapOne('p.user', 'User', 'u', 'u.id = p.userId')
        .where('p.id = :id', { id: player.id }).getOneOrFail();
      expect((withUser as Player & { user: User }).user.firstName).toBe('Taniela');
      const [{ n }] = await ds.query(
        `SELECT count(*)::int AS n FROM players WHERE player_search_vector(bio, school, positions) @@ plainto_tsquery('simple', 'centre')`,
      );
      expect(n).toBeGreaterThan(0);
      await users.delete({ id: created.id });
    });

    it('enforces the unique constraints of the data model', async () => {
      const [player] = await ds.query(`SELECT p.id FROM players p JOIN users u ON u.id = p.user_id WHERE u.email = 'player.free@demo.fj'`);
      const [follower] = await ds.query(`SELECT id, role FROM users WHERE email = 'club@demo.fj'`);
      const follows = ds.getRepository(Follow);
      await follows.delete({ playerId: player.id, followerUserId: follower.id });
      await follows.insert({ playerId: player.id, followerUserId: follower.id, followerRole: follower.role });
      await expectUniqueViolation(follows.insert({ playerId: player.id, followerUserId: follower.id, followerRole: follower.role }));

      await expectUniqueViolation(
        ds.getRepository(User).insert({ email: 'Player.PAID@Demo.FJ', firstName: 'Dup', lastName: 'Licate' }),
      );
      const [owner] = await ds.query(`SELECT user_id FROM players WHERE id = $1`, [player.id]);
      await expectUniqueViolation(ds.query(`INSERT INTO players (user_id) VALUES ($1)`, [owner.user_id]));
      await expectUniqueViolation(
        ds.query(`INSERT INTO profile_views (viewer_id, player_id) SELECT viewer_id, player_id FROM profile_views LIMIT 1`),
      );
      await expectUniqueViolation(
        ds.query(`INSERT INTO interests (recruiter_id, player_id) SELECT recruiter_id, player_id FROM interests LIMIT 1`),
      );
    });

    it('deleting a user cascades to the profile and its dependents', async () => {
      const [victim] = await ds.query(
        `SELECT u.id AS user_id, p.id AS player_id FROM users u JOIN players p ON p.user_id = u.id
         WHERE EXISTS (SELECT 1 FROM follows f WHERE f.player_id = p.id)
           AND EXISTS (SELECT 1 FROM highlights h WHERE h.player_id = p.id)
           AND u.email NOT LIKE '%@demo.fj' LIMIT 1`,
      );
      expect(victim).toBeDefined();
      await ds.getRepository(User).delete({ id: victim.user_id });
      const [left] = await ds.query(
        `SELECT (SELECT count(*) FROM players WHERE id = $1)::int AS players,
                (SELECT count(*) FROM follows WHERE player_id = $1)::int AS follows,
                (SELECT count(*) FROM highlights WHERE player_id = $1)::int AS highlights,
                (SELECT count(*) FROM subscriptions WHERE user_id = $2)::int AS subscriptions,
                (SELECT count(*) FROM notifications WHERE user_id = $2)::int AS notifications`,
        [victim.player_id, victim.user_id],
      );
      expect(left).toEqual({ players: 0, follows: 0, highlights: 0, subscriptions: 0, notifications: 0 });

      // And a follower's follows go with the follower.
      const [follower] = await ds.query(`SELECT follower_user_id AS id FROM follows LIMIT 1`);
      await ds.getRepository(User).delete({ id: follower.id });
      const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM follows WHERE follower_user_id = $1`, [follower.id]);
      expect(n).toBe(0);
    });

    it('migrates down to an empty schema', async () => {
      for (let i = 0; i < MIGRATIONS.length; i++) await ds.undoLastMigration({ transaction: 'all' });
      const tables: unknown[] = await ds.query(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> $1`,
        [MIGRATIONS_TABLE],
      );
      expect(tables).toEqual([]);
      const enums: unknown[] = await ds.query(
        `SELECT t.typname FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
         WHERE n.nspname = 'public' AND t.typtype = 'e'`,
      );
      expect(enums).toEqual([]);
    });
  });
}

// The DATABASE_URL server in CI, or the embedded PostgreSQL when the run has no DATABASE_URL (global-setup.ts).
schemaSuite('PostgreSQL', throwawayDatabase);

describe('a deploy starting several instances at once', () => {
  it('migrates once: three simultaneous runs apply each migration exactly once, the others wait and find nothing pending', async () => {
    const target = await throwawayDatabase();
    try {
      const runs = await Promise.all([runMigrations(target.url), runMigrations(target.url), runMigrations(target.url)]);
      expect(runs.flat().sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
      expect(runs.filter((names) => names.length === 0)).toHaveLength(2);
    } finally {
      await target.close();
    }
  }, 120_000);
});
