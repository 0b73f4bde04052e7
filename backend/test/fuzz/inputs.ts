/**
 * fast-check arbitraries of bad HTTP inputs for one OpenAPI operation: path parameters, query
 * strings and bodies (JSON, form, text, multipart) made of wrong types, huge strings, lone
 * surrogates, deep nesting, arrays for objects, negative/NaN numbers, bad uuids, unknown enum
 * values, mass-assignment keys and malformed encodings; mixed with valid values so a single bad
 * field reaches validation and the services behind it.
 */
import fc from 'fast-check';

export interface FuzzShape {
  /** Path parameter names, with a valid value for each (the baseline). */
  pathParams: Record<string, string>;
  /** Query parameter names the operation reads (documented or from its query DTO). */
  queryKeys: string[];
  /** Body property names (from the body DTO's validation rules); null = the operation takes no body. */
  bodyKeys: string[] | null;
  /** Valid values of some body properties (ids the principal may use). */
  bodyBaseline: Record<string, unknown>;
}

export interface FuzzRequest {
  /** Raw path, already percent-encoded (it may hold deliberately malformed escapes). */
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** JSON text of `value` nested `depth` levels in arrays or objects. */
const nestedJson = (depth: number, kind: 'array' | 'object', leaf = '1') =>
  kind === 'array' ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}` : `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;

/** A JSON fragment (text), so values JSON.stringify cannot write (NaN, 1e999, lone escapes) can be sent. */
export type Raw = { raw: string };
const raw = (text: string): Raw => ({ raw: text });

const loneSurrogates = fc.constantFrom('\ud800', '\udfff', 'a\ud800b', '\ud83d', 'x\udc00', '\ud800\ud800');
const hugeString = fc.integer({ min: 2_000, max: 150_000 }).chain((n) => fc.constantFrom('x', 'é', '😀', '<', '\u0000').map((c) => c.repeat(n)));
const badUuid = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '00000000-0000-0000-0000-00000000000g',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '{3f2504e0-4f89-11d3-9a0c-0305e82c3301}',
    '3F2504E0-4F89-11D3-9A0C-0305E82C3301',
    '3f2504e04f8911d39a0c0305e82c3301',
    ' 3f2504e0-4f89-11d3-9a0c-0305e82c3301 ',
    '../../etc/passwd',
    'me',
    '',
    ' ',
    '-1',
    '0',
    'null',
    'undefined',
    "' OR 1=1 --",
  ),
  fc.uuid().map((u) => `${u}x`),
  fc.string({ maxLength: 40 }),
);
const badNumber = fc.oneof(
  fc.constantFrom(-1, -0, 0, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 31) - 1, 0.5, 1e-320),
  fc.double(),
  fc.integer(),
  fc.constantFrom(raw('NaN'), raw('Infinity'), raw('-Infinity'), raw('1e999999'), raw('-1e999999'), raw('0x10'), raw('01')),
  fc.constantFrom('NaN', 'Infinity', '-1', '1e400', '12abc', '', ' ', '0x1F'),
);
const weirdString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ufeff',
    '\u202e',
    '%00',
    '%ED%A0%80',
    '<script>alert(1)</script>',
    '${7*7}',
    '{{7*7}}',
    "'; DROP TABLE users; --",
    '__proto__',
    'constructor',
    'a@b',
    'a@b.c',
    '"a"@b.co',
    'a@[127.0.0.1]',
    '2024-02-30',
    '0000-00-00',
    '9999-12-31',
    '1900-01-01',
    '2100-01-01',
    '-001-01-01',
    'T',
    '\n\r\t',
    ' ',
  ),
);
const unknownEnum = fc.oneof(fc.constantFrom('ADMIN', 'admin', 'superuser', 'public ', 'PRIVATE', 'approved ', 'priority!', 'video/mp4'), fc.string({ maxLength: 12 }));
const smallJson: fc.Arbitrary<unknown> = fc.jsonValue({ maxDepth: 3 });

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
  fc.constant({ $ne: 1 }),
  fc.constant({ $gt: '' }),
  smallJson,
);

const deepValue = fc.tuple(fc.integer({ min: 20, max: 4000 }), fc.constantFrom<'array' | 'object'>('array', 'object')).map(([d, k]) => raw(nestedJson(d, k)));

/** One bad value for a body or query field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: wrongType, weight: 4 },
  { arbitrary: loneSurrogates, weight: 3 },
  { arbitrary: weirdString, weight: 4 },
  { arbitrary: badUuid, weight: 2 },
  { arbitrary: badNumber, weight: 3 },
  { arbitrary: unknownEnum, weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: deepValue, weight: 1 },
  { arbitrary: fc.array(fc.oneof(loneSurrogates, weirdString, fc.integer()), { maxLength: 300 }), weight: 1 },
);

/** JSON text of a value that may contain Raw fragments. */
export function toJson(value: unknown): string {
  if (value && typeof value === 'object' && 'raw' in (value as object) && Object.keys(value as object).length === 1) return (value as Raw).raw;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.entries(value as Record<string, unknown>)
      .map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`)
      .join(',')}}`;
  }
  // JSON.stringify escapes lone surrogates ("\ud800"), so they reach the server as such.
  return JSON.stringify(value) ?? 'null';
}

/** A lone surrogate (a high one not followed by a low one, or a low one not preceded by a high one). */
const LONE_SURROGATE = /([\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff])/;

/**
 * Percent-encodes text byte by byte; a lone surrogate becomes its (invalid) 3-byte UTF-8 form.
 * Well-formed runs go through encodeURIComponent whole (the same bytes as char by char, without
 * building huge strings one escape at a time: that was a fifth of the fuzz run's CPU).
 */
export function percentEncode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    // URIError: a lone surrogate. split with a capture group: odd places hold the lone surrogates.
  }
  return text
    .split(LONE_SURROGATE)
    .map((part, i) => {
      if (i % 2 === 0) return encodeURIComponent(part);
      const code = part.charCodeAt(0);
      return `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    })
    .join('');
}

const asText = (v: unknown): string => {
  if (typeof v === 'string') return v;
  if (v && typeof v === 'object' && 'raw' in (v as object)) return (v as Raw).raw;
  return toJson(v);
};

/** A path segment: encoded bad text, or a deliberately malformed escape. */
const badSegment: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: badUuid.map(percentEncode), weight: 3 },
  { arbitrary: loneSurrogates.map(percentEncode), weight: 2 },
  { arbitrary: weirdString.map(percentEncode), weight: 3 },
  { arbitrary: badNumber.map((n) => percentEncode(asText(n))), weight: 2 },
  { arbitrary: fc.constantFrom('%', '%zz', '%E0%A4', '%C0%AE%C0%AE', '%2e%2e', '..', '%2F..%2F', 'a%00b', '%FF%FE', '%uD800', '%ED%A0%80', '.', '~'), weight: 2 },
  { arbitrary: fc.integer({ min: 300, max: 9000 }).map((n) => 'x'.repeat(n)), weight: 1 },
);

function queryPair(key: string, value: unknown): string[] {
  if (Array.isArray(value)) return value.slice(0, 20).flatMap((v) => queryPair(key, v));
  if (value && typeof value === 'object' && !('raw' in (value as object))) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => queryPair(`${key}[${k}]`, v));
  }
  return [`${percentEncode(key)}=${percentEncode(asText(value))}`];
}

const queryString = (keys: string[]): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: fc.constant(''), weight: 5 },
    {
      arbitrary: fc
        .array(fc.tuple(keys.length ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 8 })) : fc.string({ maxLength: 8 }), badValue), { maxLength: 5 })
        .map((pairs) => pairs.flatMap(([k, v]) => queryPair(k, v)).join('&')),
      weight: 5,
    },
    {
      arbitrary: fc.constantFrom('a=%', 'a=%ED%A0%80', '%ED%A0%80=1', 'a[b][c][d][e][f][g][h][i][j][k]=1', `a${'[a]'.repeat(40)}=1`, '&&&', '=', 'a=1&a=2&a=3', 'limit=-1', 'limit=1e9', 'cursor=%00', '__proto__[x]=1', 'constructor[prototype][x]=1', 'token=%ED%A0%80'),
      weight: 2,
    },
  );

const MASS_ASSIGNMENT = ['role', 'isAdmin', 'verified', 'isDemo', 'userId', 'id', 'plan', 'planType', 'suspendedAt', '__proto__', 'constructor', 'passwordHash'];

const objectBody = (shape: FuzzShape): fc.Arbitrary<Record<string, unknown>> => {
  const keys = shape.bodyKeys ?? [];
  return fc
    .tuple(
      fc.subarray(keys),
      fc.array(fc.tuple(fc.oneof(fc.constantFrom(...MASS_ASSIGNMENT), fc.string({ maxLength: 10 })), badValue), { maxLength: 2 }),
      fc.array(badValue, { minLength: keys.length, maxLength: keys.length }),
      fc.array(fc.boolean(), { minLength: keys.length, maxLength: keys.length }),
    )
    .map(([bad, extra, values, keepValid]) => {
      const body: Record<string, unknown> = {};
      keys.forEach((k, i) => {
        if (bad.includes(k)) body[k] = values[i];
        else if (keepValid[i] && k in shape.bodyBaseline) body[k] = shape.bodyBaseline[k];
      });
      for (const [k, v] of extra) body[k] = v;
      return body;
    });
};

type BodyChoice = { contentType: string | null; text: string };

const bodyArb = (shape: FuzzShape): fc.Arbitrary<BodyChoice> => {
  const obj = objectBody(shape);
  return fc.oneof(
    { arbitrary: obj.map((o) => ({ contentType: 'application/json', text: toJson(o) })), weight: 8 },
    { arbitrary: fc.array(obj, { maxLength: 3 }).map((a) => ({ contentType: 'application/json', text: toJson(a) })), weight: 1 },
    {
      arbitrary: fc
        .constantFrom('{bad json', '[]', '[null]', '"text"', '123', 'null', 'NaN', '{"a":NaN}', '{"a":1e999999}', '\ufeff{}', '{"a":"\\ud800"}', '{"a":"\\udfff\\ud800"}', '', '{"__proto__":{"isAdmin":true}}', '{"a":1,"a":2}', '\u0000')
        .map((text) => ({ contentType: 'application/json', text })),
      weight: 2,
    },
    { arbitrary: fc.tuple(fc.integer({ min: 50, max: 6000 }), fc.constantFrom<'array' | 'object'>('array', 'object')).map(([d, k]) => ({ contentType: 'application/json', text: nestedJson(d, k) })), weight: 1 },
    { arbitrary: obj.map((o) => ({ contentType: 'application/x-www-form-urlencoded', text: Object.entries(o).flatMap(([k, v]) => queryPair(k, v)).join('&') })), weight: 2 },
    { arbitrary: fc.constantFrom('a=%', 'a=%ED%A0%80', `a${'[a]'.repeat(60)}=1`, 'x'.repeat(3000)).map((text) => ({ contentType: 'application/x-www-form-urlencoded', text })), weight: 1 },
    { arbitrary: obj.map((o) => ({ contentType: 'text/plain', text: toJson(o) })), weight: 1 },
    { arbitrary: obj.map((o) => ({ contentType: null, text: toJson(o) })), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n\ud800\r\n--x--\r\n' },
        { contentType: 'multipart/form-data; boundary=x', text: '--x\r\nbroken' },
        { contentType: 'multipart/form-data', text: 'no boundary' },
        { contentType: 'application/json; charset=utf-16', text: '{}' },
        { contentType: 'application/json; charset=latin1', text: '{"a":"\u00e9"}' },
        { contentType: 'application/xml', text: '<a/>' },
      ),
      weight: 1,
    },
  );
};

/** Fills `/api/x/{id}` with a valid value or a bad segment per parameter. */
const pathArb = (template: string, shape: FuzzShape): fc.Arbitrary<string> => {
  const names = [...template.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return fc.constant(template);
  return fc
    .array(
      fc.oneof({ arbitrary: fc.constant<string | null>(null), weight: 1 }, { arbitrary: badSegment, weight: 2 }),
      { minLength: names.length, maxLength: names.length },
    )
    .map((segments) => {
      let i = 0;
      return template.replace(/\{(\w+)\}/g, (_m, name: string) => {
        const s = segments[i++];
        return s ?? encodeURIComponent(shape.pathParams[name] ?? 'unset');
      });
    });
};

/** Bad requests for one operation; with path params or a body, at least one part is bad. */
export function requestArb(template: string, shape: FuzzShape): fc.Arbitrary<FuzzRequest> {
  const hasBody = shape.bodyKeys !== null;
  return fc
    .tuple(pathArb(template, shape), queryString(shape.queryKeys), hasBody ? bodyArb(shape) : fc.option(bodyArb(shape), { freq: 6 }), fc.constantFrom<string | null>(null, null, null, 'bytes=0-1', 'bytes=-5', 'bytes=abc', 'bytes */10', 'bytes 0-1/0'))
    .map(([path, query, body, range]) => {
      const headers: Record<string, string> = {};
      if (body?.contentType) headers['content-type'] = body.contentType;
      if (range) headers[range.startsWith('bytes=') ? 'range' : 'content-range'] = range;
      return { path: query ? `${path}?${query}` : path, headers, body: body?.text };
    });
}
