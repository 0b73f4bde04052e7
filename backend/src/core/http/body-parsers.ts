import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { ERROR_CODES } from '../errors/error-codes';

/**
 * Deepest array/object nesting a request body may have. Validation (class-transformer) walks a
 * body recursively: a ~10 KB body nested 5000 levels deep overflowed the stack and became a 500.
 * No form of this API nests anywhere near this deep.
 */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP_MESSAGE = 'Request body is nested too deeply';
/** PostgreSQL text and jsonb cannot hold U+0000: refused up front, naming the field. */
export const NUL_CHARACTER_MESSAGE = 'contains a character that is not allowed';

/** A string that is not valid Unicode: a lone UTF-16 surrogate, or bytes that were not UTF-8. */
export const INVALID_UNICODE_MESSAGE = 'contains text that is not valid Unicode';

/** With the `u` flag a surrogate pair is one code point, so only an unpaired surrogate matches. */
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

export interface BodyProblems {
  tooDeep: boolean;
  /** Dotted paths ("firstName", "items.0.note") of strings or keys holding U+0000. */
  nulFields: string[];
  /** Dotted paths of strings or keys holding a lone surrogate ("\ud800"): not valid Unicode. */
  invalidUnicodeFields: string[];
}

/** Walks a parsed body once, iteratively (a recursive walk is what overflowed). */
export function inspectBody(value: unknown, maxDepth: number = MAX_BODY_DEPTH): BodyProblems {
  const nulFields: string[] = [];
  const invalidUnicodeFields: string[] = [];
  const stack: Array<{ node: unknown; depth: number; path: string }> = [{ node: value, depth: 1, path: '' }];
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) nulFields.push(path || 'body');
      if (LONE_SURROGATE.test(node)) invalidUnicodeFields.push(path || 'body');
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return { tooDeep: true, nulFields, invalidUnicodeFields };
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) nulFields.push(childPath);
      if (LONE_SURROGATE.test(key)) invalidUnicodeFields.push(childPath.replace(LONE_SURROGATES, '\ufffd'));
      if (typeof child === 'string' || (child !== null && typeof child === 'object')) {
        stack.push({ node: child, depth: depth + 1, path: childPath });
      }
    }
  }
  return { tooDeep: false, nulFields, invalidUnicodeFields };
}

/** The 400 body naming each field whose text is not valid Unicode. */
export function invalidUnicodeBody(fields: readonly string[]): { statusCode: 400; code: string; message: string[]; errors: Record<string, string> } {
  const errors = Object.fromEntries([...new Set(fields)].map((f) => [f, `${f} ${INVALID_UNICODE_MESSAGE}`]));
  return { statusCode: 400, code: ERROR_CODES.INVALID_UNICODE, message: Object.values(errors), errors };
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });
const isUtf8 = (buf: Uint8Array): boolean => {
  try {
    strictUtf8.decode(buf);
    return true;
  } catch {
    return false;
  }
};

const PERCENT_ESCAPE = /%[0-9a-f]{2}/i;

/**
 * True when the bytes a form/query component stands for are UTF-8: each `%XX` escape is a byte, every
 * other character a byte of its own (the raw text is latin1: one character per byte). A `%` that
 * starts no escape ("100%") is a literal, as qs reads it.
 */
function isUtf8Component(raw: string): boolean {
  if (!PERCENT_ESCAPE.test(raw) && !/[^\x00-\x7f]/.test(raw)) return true;
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i++) {
    if (raw[i] === '%' && PERCENT_ESCAPE.test(raw.slice(i, i + 3))) {
      bytes.push(parseInt(raw.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      const code = raw.charCodeAt(i);
      if (code > 0xff) return true; // already decoded text, not bytes
      bytes.push(code);
    }
  }
  return isUtf8(Uint8Array.from(bytes));
}

/** A component's text for naming a field: percent-decoded when possible, else as sent. */
function fieldName(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/**
 * Names of the fields of an `a=1&b=2` string (query string or form body) whose percent-encoded
 * bytes are not UTF-8 (qs silently keeps such a value undecoded). Keys are named as far as they decode.
 */
export function invalidUtf8Fields(encoded: string): string[] {
  const fields: string[] = [];
  for (const pair of encoded.split('&')) {
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    if (!isUtf8Component(rawKey) || (eq !== -1 && !isUtf8Component(pair.slice(eq + 1)))) fields.push(fieldName(rawKey));
  }
  return fields;
}

/** Set by the parsers' `verify` hook when the raw body was not valid UTF-8. */
const RAW_NOT_UTF8 = Symbol('rawBodyNotUtf8');
type WithRawFlag = IncomingMessage & { [RAW_NOT_UTF8]?: { form: string[] } | { json: true } };

/** Payment webhooks are verified on their exact bytes (a re-serialized body would fail the signature). */
export const WEBHOOK_PREFIX = '/api/billing/webhooks/';
export type WithRawBody = IncomingMessage & { rawBody?: Buffer };

const verifyJson = (req: IncomingMessage, _res: unknown, buf: Buffer): void => {
  if (req.url?.startsWith(WEBHOOK_PREFIX)) (req as WithRawBody).rawBody = buf;
  if (!isUtf8(buf)) (req as WithRawFlag)[RAW_NOT_UTF8] = { json: true };
};
const verifyForm = (req: IncomingMessage, _res: unknown, buf: Buffer): void => {
  const fields = invalidUtf8Fields(buf.toString('latin1'));
  if (fields.length > 0) (req as WithRawFlag)[RAW_NOT_UTF8] = { form: fields };
};

/** Fields of a JSON body decoded from bytes that were not UTF-8: the strings holding U+FFFD (each bad byte's stand-in). */
function replacementCharFields(value: unknown): string[] {
  const found: string[] = [];
  const stack: Array<{ node: unknown; path: string }> = [{ node: value, path: '' }];
  while (stack.length > 0) {
    const { node, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\ufffd')) found.push(path || 'body');
    } else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        const p = path ? `${path}.${key}` : key;
        if (key.includes('\ufffd')) found.push(p);
        stack.push({ node: child, path: p });
      }
    }
  }
  return found.length > 0 ? found : ['body'];
}

/** Fields that are not valid Unicode anywhere in the request: query string, then the parsed body. */
function invalidUnicodeInRequest(req: Request, bodyFields: readonly string[]): string[] {
  const q = req.originalUrl.indexOf('?');
  const fields = q === -1 ? [] : invalidUtf8Fields(req.originalUrl.slice(q + 1).split('#')[0]!);
  fields.push(...inspectBody(req.query).invalidUnicodeFields);
  const raw = (req as WithRawFlag)[RAW_NOT_UTF8];
  if (raw) fields.push(...('form' in raw ? raw.form : replacementCharFields(req.body)));
  fields.push(...bodyFields);
  return fields;
}

function bodyCheck(req: Request, res: Response, next: NextFunction): void {
  const { tooDeep, nulFields, invalidUnicodeFields } = inspectBody(req.body);
  if (tooDeep) {
    res.status(400).json({ statusCode: 400, code: ERROR_CODES.BAD_REQUEST, message: BODY_TOO_DEEP_MESSAGE });
    return;
  }
  const invalid = invalidUnicodeInRequest(req, invalidUnicodeFields);
  if (invalid.length > 0) {
    res.status(400).json(invalidUnicodeBody(invalid));
    return;
  }
  if (nulFields.length > 0) {
    const errors = Object.fromEntries(nulFields.map((f) => [f, `${f} ${NUL_CHARACTER_MESSAGE}`]));
    res.status(400).json({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: Object.values(errors), errors });
    return;
  }
  next();
}

/**
 * The body parsers Nest would register (JSON, 100 KB; urlencoded, extended), registered here
 * explicitly (NestFactory.create with bodyParser: false) so the body check runs right after them.
 */
export function mountBodyParsers(app: Express): void {
  for (const parse of [express.json({ verify: verifyJson }), express.urlencoded({ extended: true, verify: verifyForm })]) {
    app.use((req: Request, res: Response, next: NextFunction) => (isRawBodyPath(req.path) || !mayHaveBody(req) ? next() : parse(req, res, next)));
  }
  app.use((req: Request, res: Response, next: NextFunction) => (isRawBodyPath(req.path) ? next() : bodyCheck(req, res, next)));
}

/**
 * A request with neither Content-Length nor Transfer-Encoding has no body (the parsers' own test): most
 * API calls are such GETs, and skipping the two parsers' per-request work for them is measurable on
 * search (docs/search.md). The body check still runs: it also looks at the query string.
 */
const mayHaveBody = (req: IncomingMessage): boolean => req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] !== undefined;

/** Upload URLs stream their body to storage themselves (media pipeline): no parser may read it. */
export const RAW_BODY_PREFIX = '/api/objects/uploads/';
const isRawBodyPath = (path: string): boolean => path.startsWith(RAW_BODY_PREFIX);
