import { BadRequestException } from '@nestjs/common';
import { ERROR_CODES } from '@fiji/contracts';

/** A keyset position: created_at as PostgreSQL text (microseconds kept) and the row id. */
export interface KeysetPosition {
  key: string;
  id: string;
}

const PG_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?([+-]\d{2}(:?\d{2})?|Z)?$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const encodeCursor = (p: KeysetPosition): string => Buffer.from(JSON.stringify(p)).toString('base64url');

/** A cursor only comes from our own answers: anything else is a 400 naming the field. */
export function decodeCursor(raw: string | undefined): KeysetPosition | null {
  if (!raw) return null;
  try {
    const p = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Partial<KeysetPosition>;
    if (typeof p.key === 'string' && PG_TIMESTAMP.test(p.key) && typeof p.id === 'string' && UUID.test(p.id)) return { key: p.key, id: p.id };
  } catch {
    /* answered below */
  }
  throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: 'cursor is not valid', errors: { cursor: 'cursor is not valid' } });
}
