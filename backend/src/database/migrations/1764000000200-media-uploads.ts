import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Media pipeline: `uploads` (one row per signed upload URL: who may write it, how far it got, what the
 * content is, which highlight uses it) and the processed files of a highlight (poster + playable).
 */
export class MediaUploads1764000000200 implements MigrationInterface {
  name = 'MediaUploads1764000000200';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE uploads (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'complete', 'attached')),
      total_bytes bigint CHECK (total_bytes >= 0),
      received_bytes bigint NOT NULL DEFAULT 0 CHECK (received_bytes >= 0),
      content_type text,
      kind text CHECK (kind IN ('video', 'image')),
      highlight_id uuid UNIQUE REFERENCES highlights(id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      last_activity_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX idx_uploads_user ON uploads (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX idx_uploads_unattached_activity ON uploads (last_activity_at) WHERE status <> 'attached'`);
    await q.query(`ALTER TABLE highlights ADD COLUMN poster_path text, ADD COLUMN playable_path text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE highlights DROP COLUMN playable_path, DROP COLUMN poster_path`);
    await q.query(`DROP TABLE uploads`);
  }
}
