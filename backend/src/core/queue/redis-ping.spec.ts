import { pingRedis, redactUrl } from './redis-ping';

describe('pingRedis', () => {
  it('fails fast with a clear message when nothing answers (REDIS_URL=redis://127.0.0.1:1)', async () => {
    const started = Date.now();
    await expect(pingRedis('redis://127.0.0.1:1', 2000)).rejects.toThrow(/^Redis at redis:\/\/127\.0\.0\.1:1 did not answer PING within 2000 ms/);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('times out on a host that never answers', async () => {
    // 10.255.255.1 is unroutable here: the connect hangs, so the timeout must fire.
    const started = Date.now();
    await expect(pingRedis('redis://10.255.255.1:6379', 300)).rejects.toThrow('did not answer PING within 300 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('hides the password in messages', () => {
    expect(redactUrl('redis://user:s3cret@host:6379/0')).toBe('redis://user:***@host:6379/0');
  });
});
