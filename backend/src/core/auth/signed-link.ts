import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed, expiring links that stand in for a session (a guardian's payment link, an owner's appeal link):
 * `<base64url JSON of the payload and its expiry e (seconds)>.<HMAC-SHA256 of "<purpose>:<body>">`.
 * The purpose keeps a token of one kind from being used as another. Single use, where needed, is the
 * caller's state check (docs/security.md).
 */
export function signLink(secret: string, purpose: string, payload: Record<string, string | number>, expiresAt: Date): string {
  const body = Buffer.from(JSON.stringify({ ...payload, e: Math.floor(expiresAt.getTime() / 1000) })).toString('base64url');
  return `${body}.${mac(secret, purpose, body)}`;
}

/** The payload of a valid, unexpired link, or null for a tampered, expired or malformed one. */
export function verifyLink(secret: string, purpose: string, token: string, now: Date = new Date()): (Record<string, unknown> & { e: number }) | null {
  if (typeof token !== 'string') return null;
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined || signature.length !== 43) return null;
  const given = Buffer.from(signature);
  const expected = Buffer.from(mac(secret, purpose, body));
  if (given.length !== expected.length || !timingSafeEqual(expected, given)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || typeof (parsed as { e?: unknown }).e !== 'number') return null;
  const payload = parsed as Record<string, unknown> & { e: number };
  return payload.e * 1000 > now.getTime() ? payload : null;
}

function mac(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}:${body}`).digest('base64url');
}
