import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin console (docs/admin.md):
 * - admin_audit_log, append-only: a trigger refuses UPDATE and DELETE of a row and a statement trigger
 *   refuses TRUNCATE, so nothing in the application can change what an admin did. Rows keep the actor's
 *   id even after the account is deleted (no foreign key: the log outlives its subjects).
 * - why a user is suspended (reason and category; a child-safety suspension needs a second admin to lift).
 * - the rejection's free text next to its template reason, so the player reads both.
 * - the pending queue's order: fast-tracked first, then oldest (partial index of the pending rows).
 */
export class AdminConsole1764000001300 implements MigrationInterface {
  name = 'AdminConsole1764000001300';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_audit_log (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        actor_id uuid,
        action text NOT NULL,
        target_type text NOT NULL,
        target_id text,
        reason text,
        detail jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_admin_audit_created ON admin_audit_log (created_at DESC, id DESC)`);
    await q.query(`CREATE INDEX idx_admin_audit_actor ON admin_audit_log (actor_id, created_at DESC)`);
    await q.query(`CREATE INDEX idx_admin_audit_target ON admin_audit_log (target_id, created_at DESC)`);
    await q.query(`
      CREATE FUNCTION admin_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'admin_audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await q.query(`
      CREATE TRIGGER admin_audit_log_no_change BEFORE UPDATE OR DELETE ON admin_audit_log
        FOR EACH ROW EXECUTE FUNCTION admin_audit_log_append_only()`);
    await q.query(`
      CREATE TRIGGER admin_audit_log_no_truncate BEFORE TRUNCATE ON admin_audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION admin_audit_log_append_only()`);

    await q.query(`ALTER TABLE users ADD COLUMN suspension_reason text, ADD COLUMN suspension_category text`);
    await q.query(`ALTER TABLE players ADD COLUMN verification_rejection_text text`);
    await q.query(`
      CREATE INDEX idx_players_pending_queue ON players ((verification_fast_tracked_at IS NULL), created_at, id)
        WHERE verified_at IS NULL AND verification_rejected_at IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX idx_players_pending_queue`);
    await q.query(`ALTER TABLE players DROP COLUMN verification_rejection_text`);
    await q.query(`ALTER TABLE users DROP COLUMN suspension_reason, DROP COLUMN suspension_category`);
    await q.query(`DROP TABLE admin_audit_log`);
    await q.query(`DROP FUNCTION admin_audit_log_append_only()`);
  }
}
