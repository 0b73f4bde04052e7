/**
 * The site's sent mail, as a suite reads it: without SMTP_URL the server writes each message to
 * DATA_DIR/mail as an .eml file (quoted-printable or base64 bodies, decoded here).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteDataDir } from './run-state';

/** The decoded bodies of every mail to `to`, newest first. */
export function mailsTo(to: string): string[] {
  const dir = join(siteDataDir(), 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().reverse();
  } catch {
    return []; // nothing sent yet
  }
  const recipient = new RegExp(`^To: .*${to.replace(/[.+]/g, '\\$&')}`, 'mi');
  return files.flatMap((file) => {
    const raw = readFileSync(join(dir, file), 'utf8');
    const split = raw.search(/\r?\n\r?\n/);
    const headers = raw.slice(0, split);
    if (!recipient.test(headers)) return [];
    const body = raw.slice(split).trim();
    if (/^Content-Transfer-Encoding: base64/mi.test(headers)) return [Buffer.from(body, 'base64').toString('utf8')];
    if (/^Content-Transfer-Encoding: quoted-printable/mi.test(headers)) {
      return [body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))];
    }
    return [body];
  });
}

/** The first match of `pattern` (e.g. a signed link) in the newest mail to `to` that has one, or null. */
export function linkInMail(to: string, pattern: RegExp): string | null {
  for (const body of mailsTo(to)) {
    const found = pattern.exec(body);
    if (found) return found[0];
  }
  return null;
}
