import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature of an upload URL: `token = <expiry, unix seconds>.<HMAC-SHA256(upload id, user id,
 * expiry)>`, so a URL works only for its own upload, its own user and until its expiry, and cannot be
 * forged or extended without the server's key. Pure (no clock of its own): callers pass `now`.
 */
const payload = (uploadId: string, userId: string, exp: number) => `upload:${uploadId}:${userId}:${exp}`;
const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');

export function signUploadToken(secret: string, uploadId: string, userId: string, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${exp}.${mac(secret, payload(uploadId, userId, exp))}`;
}

export type TokenCheck = { ok: true; expired: boolean } | { ok: false };

/** Whether `token` was signed for this upload and user; `expired` tells if its expiry has passed at `now`. */
export function checkUploadToken(secret: string, token: unknown, uploadId: string, userId: string, now: Date): TokenCheck {
  if (typeof token !== 'string') return { ok: false };
  const m = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return { ok: false };
  const exp = Number(m[1]);
  const expected = Buffer.from(mac(secret, payload(uploadId, userId, exp)));
  const given = Buffer.from(m[2]);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false };
  return { ok: true, expired: now.getTime() >= exp * 1000 };
}
