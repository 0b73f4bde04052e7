import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * highlights.renditions: the HLS ladder a video was transcoded to (name, height, peak kbit/s, bytes per
 * rendition; docs/video.md). Null for images and for videos processed before the ladder, which keep
 * playing their 360p MP4.
 */
export class HighlightRenditions1764000001800 implements MigrationInterface {
  name = 'HighlightRenditions1764000001800';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE highlights ADD COLUMN renditions jsonb`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE highlights DROP COLUMN renditions`);
  }
}
