import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The player module's counter read model (docs/search.md, "Quick Stats of every player"): how many
 * profiles there are per visibility level, moderation state, verification and graduation year, kept
 * by statement-level triggers on players in the same transaction as the change, so the unfiltered
 * Quick Stats read a few counter rows instead of counting every profile (~300 ms at 100k, seconds at 1M).
 * - Only players' own columns are keys: an owner's suspension lives in users and is subtracted at read
 *   time (suspended accounts are few and partially indexed), so deleting or suspending an account needs
 *   no trigger on another module's table.
 * - Append-only: each statement that changes a key inserts its net change per key as new rows and never
 *   updates one, so concurrent writers take no lock on the counts (an upserted counter row deadlocked
 *   two transactions that each moved a profile between keys the other had just counted), and a rolled
 *   back transaction takes its rows with it. Readers sum the rows (view player_count_totals); the player
 *   module folds them together on a schedule (PlayerCountsService.compact).
 * - TRUNCATE players empties the counts with it.
 */
/** The key of a players row in the counts: (visibility, hidden by a moderator, verified, graduation year or 0). */
const KEY = `visibility, (moderation_hidden_at IS NOT NULL), (verified_by_coach OR verified_at IS NOT NULL), coalesce(grad_year, 0)`;

/** Appends the net change of the statement's transition tables (`plus` rows counted +1, `minus` rows -1). */
const applyDelta = (parts: string[]) => `
    INSERT INTO player_counts (visibility, hidden, verified, grad_year, players)
    SELECT visibility, hidden, verified, grad_year, delta
      FROM (SELECT visibility, hidden, verified, grad_year, sum(d)::bigint AS delta
              FROM (${parts.join(' UNION ALL ')}) changes (visibility, hidden, verified, grad_year, d)
             GROUP BY 1, 2, 3, 4) net
     WHERE delta <> 0`;

export class PlayerCounts1764000001900 implements MigrationInterface {
  name = 'PlayerCounts1764000001900';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE player_counts (
      visibility visibility NOT NULL,
      hidden boolean NOT NULL,
      verified boolean NOT NULL,
      grad_year int NOT NULL,
      players bigint NOT NULL
    )`);
    await q.query(`CREATE FUNCTION player_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      ${applyDelta([`SELECT ${KEY}, 1 FROM new_rows`])};
      RETURN NULL;
    END $$`);
    await q.query(`CREATE FUNCTION player_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      ${applyDelta([`SELECT ${KEY}, 1 FROM new_rows`, `SELECT ${KEY}, -1 FROM old_rows`])};
      RETURN NULL;
    END $$`);
    await q.query(`CREATE FUNCTION player_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      ${applyDelta([`SELECT ${KEY}, -1 FROM old_rows`])};
      RETURN NULL;
    END $$`);
    await q.query(`CREATE FUNCTION player_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      DELETE FROM player_counts;
      RETURN NULL;
    END $$`);
    await q.query(`CREATE TRIGGER player_counts_insert AFTER INSERT ON players REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION player_counts_insert()`);
    await q.query(`CREATE TRIGGER player_counts_update AFTER UPDATE ON players REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION player_counts_update()`);
    await q.query(`CREATE TRIGGER player_counts_delete AFTER DELETE ON players REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION player_counts_delete()`);
    await q.query(`CREATE TRIGGER player_counts_truncate AFTER TRUNCATE ON players FOR EACH STATEMENT EXECUTE FUNCTION player_counts_truncate()`);
    // Existing profiles, counted once while the table is locked against writes (so none is missed or counted twice).
    await q.query(`LOCK TABLE players IN SHARE MODE`);
    await q.query(`INSERT INTO player_counts (visibility, hidden, verified, grad_year, players)
      SELECT ${KEY}, count(*) FROM players GROUP BY 1, 2, 3, 4`);
    await q.query(`CREATE VIEW player_count_totals AS
      SELECT visibility, hidden, verified, grad_year, sum(players)::bigint AS players
        FROM player_counts GROUP BY visibility, hidden, verified, grad_year`);
    await q.query(`COMMENT ON VIEW player_count_totals IS 'Read model of the player module (docs/architecture.md, Boundaries)'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP VIEW player_count_totals`);
    for (const op of ['insert', 'update', 'delete', 'truncate']) {
      await q.query(`DROP TRIGGER player_counts_${op} ON players`);
      await q.query(`DROP FUNCTION player_counts_${op}()`);
    }
    await q.query(`DROP TABLE player_counts`);
  }
}
