/**
 * The login's second step for the browser suites: the seeded demo admin has two-factor sign-in on with
 * the published DEMO_ADMIN_TOTP_SECRET (README "Demo accounts"). The code is computed here from RFC 6238
 * itself (HMAC-SHA1, 30 s, 6 digits), independently of the server's otplib, so the suite also checks
 * that the server speaks the standard an authenticator app does.
 */
import { createHmac } from 'node:crypto';
import { DEMO_ADMIN_TOTP_SECRET } from '@fiji/contracts';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) bits += BASE32.indexOf(ch).toString(2).padStart(5, '0');
  return Buffer.from(bits.match(/.{8}/g)!.map((b) => parseInt(b, 2)));
}

/** The current code of a base32 secret (the demo admin's unless given). */
export async function twoFactorCode(secret: string = DEMO_ADMIN_TOTP_SECRET, now = Date.now()): Promise<string> {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const mac = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}
