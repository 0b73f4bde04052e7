import { isAbsolute, join } from 'node:path';
import { LIMITS } from '@fiji/contracts';
import { AppConfig } from '../config/app-config';

/** The storage and upload settings of the one validated config (README "Environment variables"). */
describe('storage and upload configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/fiji-data' };

  it('defaults: storage under DATA_DIR, the 2 GB limit, 1 h URLs, 24 h abandon, a derived upload key', () => {
    const c = AppConfig.fromEnv(base);
    expect(c.storageDir).toBe(join('/tmp/fiji-data', 'storage'));
    expect(c.uploadMaxBytes).toBe(LIMITS.videoMaxBytes);
    expect(c.uploadUrlTtlSeconds).toBe(3600);
    expect(c.uploadAbandonSeconds).toBe(86_400);
    expect(c.uploadSecret.length).toBeGreaterThanOrEqual(16);
    expect(c.uploadSecret).not.toBe(c.sessionSecret);
    expect(c.ffmpegPath).toBeUndefined();
  });

  it('reads overrides, resolving a relative STORAGE_DIR from the repo root', () => {
    const c = AppConfig.fromEnv({
      ...base,
      STORAGE_DIR: 'var/media',
      UPLOAD_MAX_BYTES: '2097152',
      UPLOAD_URL_TTL_SECONDS: '60',
      UPLOAD_ABANDON_SECONDS: '120',
      UPLOAD_SECRET: 'a-dedicated-upload-secret',
      FFMPEG_PATH: '/usr/bin/ffmpeg',
    });
    expect(isAbsolute(c.storageDir)).toBe(true);
    expect(c.storageDir.endsWith(join('var', 'media'))).toBe(true);
    expect(c).toMatchObject({ uploadMaxBytes: 2_097_152, uploadUrlTtlSeconds: 60, uploadAbandonSeconds: 120, uploadSecret: 'a-dedicated-upload-secret', ffmpegPath: '/usr/bin/ffmpeg' });
  });

  it('uses local disk unless S3_BUCKET is set, then reads the S3 settings', () => {
    expect(AppConfig.fromEnv(base).s3).toBeUndefined();
    expect(
      AppConfig.fromEnv({ ...base, S3_BUCKET: 'media', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' }).s3,
    ).toEqual({ bucket: 'media', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true });
  });

  it('refuses bad values with one message each', () => {
    expect(() => AppConfig.fromEnv({ ...base, UPLOAD_MAX_BYTES: 'lots', UPLOAD_SECRET: 'short' })).toThrow(
      /UPLOAD_MAX_BYTES must be a whole number of bytes[\s\S]*UPLOAD_SECRET must be at least 16 characters/,
    );
  });
});
