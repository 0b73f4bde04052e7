import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * highlights.playable_bytes: the size of the stored playable file (the 360p MP4 of a video), so a
 * video without HLS can also say what playing it costs before it loads (docs/video.md). Null until
 * known: the transcode job sets it, the demo seed sets it for the seeded videos.
 */
export class HighlightPlayableBytes1764000002000 implements MigrationInterface {
  name = 'HighlightPlayableBytes1764000002000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE highlights ADD COLUMN playable_bytes bigint`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE highlights DROP COLUMN playable_bytes`);
  }
}
