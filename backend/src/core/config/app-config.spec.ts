import { join } from 'node:path';
import { AppConfig, DEV_SESSION_SECRET } from './app-config';
import { findRepoRoot } from './repo-root';

describe('AppConfig', () => {
  it('has working defaults for a bare laptop', () => {
    const c = AppConfig.fromEnv({});
    const root = findRepoRoot();
    expect(c.port).toBe(3000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.redisUrl).toBeUndefined();
    expect(c.smtpUrl).toBeUndefined();
    expect(c.dataDir).toBe(join(root, 'data'));
    expect(c.staticRoot).toBe(root);
    expect(c.sessionSecret).toBe(DEV_SESSION_SECRET);
    expect(c.publicUrl).toBe('http://localhost:3000');
    expect(c.corsOrigins).toEqual([]);
    expect(c.logLevel).toBe('info');
  });

  it('parses lists, ports and remote overrides', () => {
    const c = AppConfig.fromEnv({
      PORT: '8080',
      ADMIN_PORT: '8081',
      CORS_ORIGINS: 'https://a.example, https://b.example/',
      REMOTE_MF_ADMIN_URL: 'https://admin.example',
      DATA_DIR: '/var/lib/fiji',
    });
    expect(c.port).toBe(8080);
    expect(c.adminPort).toBe(8081);
    expect(c.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(c.remoteUrls).toEqual({ mf_admin: 'https://admin.example' });
    expect(c.dataDir).toBe('/var/lib/fiji');
  });

  it('requires SESSION_SECRET in production', () => {
    expect(() => AppConfig.fromEnv({ NODE_ENV: 'production' })).toThrow('SESSION_SECRET is required in production');
    expect(AppConfig.fromEnv({ NODE_ENV: 'production', SESSION_SECRET: 'a-long-enough-production-secret' }).isProduction).toBe(true);
  });

  it('takes Stripe only with both keys, and refuses one without the other', () => {
    expect(AppConfig.fromEnv({}).paymentProvider).toBe('demo');
    expect(AppConfig.fromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }).paymentProvider).toBe('stripe');
    const together = /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together/;
    expect(() => AppConfig.fromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(together);
    expect(() => AppConfig.fromEnv({ STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(together);
    expect(() => AppConfig.fromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: '  ' })).toThrow(together);
    expect(() => AppConfig.fromEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: 'localhost:12111' })).toThrow(
      'STRIPE_API_URL must be an http(s):// origin',
    );
  });

  it('reads the mentoring refund window and auto-confirm, with the contracts defaults', () => {
    expect(AppConfig.fromEnv({})).toMatchObject({ mentoringFreeCancelHours: 24, mentoringAutoConfirm: false });
    expect(AppConfig.fromEnv({ MENTORING_FREE_CANCEL_HOURS: '48', MENTORING_AUTO_CONFIRM: 'true' })).toMatchObject({ mentoringFreeCancelHours: 48, mentoringAutoConfirm: true });
    expect(() => AppConfig.fromEnv({ MENTORING_FREE_CANCEL_HOURS: 'a day' })).toThrow('MENTORING_FREE_CANCEL_HOURS must be a whole number of hours');
    expect(() => AppConfig.fromEnv({ MENTORING_AUTO_CONFIRM: 'yes' })).toThrow('MENTORING_AUTO_CONFIRM must be true or false');
  });

  it('lists every invalid variable', () => {
    expect(() => AppConfig.fromEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://x' })).toThrow(
      /PORT must be a port number[\s\S]*DATABASE_URL must be a postgresql:\/\/ URL[\s\S]*REDIS_URL must be a redis:\/\/ URL/,
    );
  });
});
