import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * uploads.staging / staging_generation: with an S3 store, an upload in progress is staged in the bucket
 * (multipart parts plus a small tail object) and its progress is kept in the row, so any API instance can
 * resume it; the generation fences off a writer that another instance has taken over from (docs/storage.md).
 */
export class UploadStaging1764000001750 implements MigrationInterface {
  name = 'UploadStaging1764000001750';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE uploads ADD COLUMN staging jsonb, ADD COLUMN staging_generation integer NOT NULL DEFAULT 0`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE uploads DROP COLUMN staging, DROP COLUMN staging_generation`);
  }
}
