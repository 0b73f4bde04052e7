import { createBase32Plugin, generateSecret } from '@otplib/core';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { generate, verify } from '@otplib/totp';
import { generateTOTP } from '@otplib/uri';

/**
 * TOTP (RFC 6238: SHA-1, 6 digits, 30 s, what authenticator apps expect) through otplib's packages with
 * Node's crypto. The `otplib` bundle's default plugins are ES-module-only, which the CommonJS server and
 * its jest suites cannot load, so base32 (RFC 4648, no padding) is the few lines below.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

const base32 = createBase32Plugin({
  name: 'rfc4648',
  encode: (data: Uint8Array) => {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of data) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += ALPHABET[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
    return out;
  },
  decode: (text: string) => {
    const clean = text.toUpperCase().replace(/[\s=-]/g, '');
    const out: number[] = [];
    let bits = 0;
    let value = 0;
    for (const ch of clean) {
      const i = ALPHABET.indexOf(ch);
      if (i < 0) throw new Error('Invalid base32 character');
      value = (value << 5) | i;
      bits += 5;
      if (bits >= 8) {
        out.push((value >>> (bits - 8)) & 255);
        bits -= 8;
      }
    }
    return Uint8Array.from(out);
  },
});
const crypto = new NodeCryptoPlugin();

/** A new 160-bit secret, base32. */
export const newTotpSecret = (): string => generateSecret({ crypto, base32 });

/** The current code of a base32 secret (what the app shows). */
export const totpCode = (secret: string): Promise<string> => generate({ secret, crypto, base32 });

/**
 * The 30-second step `token` is the code of (now or one step either side), or null; with `afterStep`,
 * only a step later than that one (a code already used, or an older one, is refused).
 */
export async function totpStep(secret: string, token: string, afterStep?: number): Promise<number | null> {
  const result = await verify({ secret, token, crypto, base32, epochTolerance: 30, ...(afterStep !== undefined ? { afterTimeStep: afterStep } : {}) });
  return result.valid ? result.timeStep : null;
}

/** Whether `token` is the code of now or of one 30-second step either side. */
export async function totpMatches(secret: string, token: string): Promise<boolean> {
  return (await totpStep(secret, token)) !== null;
}

export const totpUri = (issuer: string, label: string, secret: string): string => generateTOTP({ issuer, label, secret });
