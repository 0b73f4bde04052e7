import express, { type Express, type NextFunction, type Request, type Response } from 'express';

/**
 * Deepest array/object nesting a request body may have. Validation (class-transformer) walks a
 * body recursively: a ~10 KB body nested 5000 levels deep overflowed the stack and became a 500.
 * No form of this API nests anywhere near this deep.
 */
export const MAX_BODY_DEPTH = 32;
export const BODY_TOO_DEEP_MESSAGE = 'Request body is nested too deeply';
/** PostgreSQL text and jsonb cannot hold U+0000: refused up front, naming the field. */
export const NUL_CHARACTER_MESSAGE = 'contains a character that is not allowed';

export interface BodyProblems {
  tooDeep: boolean;
  /** Dotted paths ("firstName", "items.0.note") of strings or keys holding U+0000. */
  nulFields: string[];
}

/** Walks a parsed body once, iteratively (a recursive walk is what overflowed). */
export function inspectBody(value: unknown, maxDepth: number = MAX_BODY_DEPTH): BodyProblems {
  const nulFields: string[] = [];
  const stack: Array<{ node: unknown; depth: number; path: string }> = [{ node: value, depth: 1, path: '' }];
  while (stack.length > 0) {
    const { node, depth, path } = stack.pop()!;
    if (typeof node === 'string') {
      if (node.includes('\u0000')) nulFields.push(path || 'body');
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    if (depth > maxDepth) return { tooDeep: true, nulFields };
    for (const [key, child] of Object.entries(node)) {
      const childPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) nulFields.push(childPath);
      if (typeof child === 'string' || (child !== null && typeof child === 'object')) {
        stack.push({ node: child, depth: depth + 1, path: childPath });
      }
    }
  }
  return { tooDeep: false, nulFields };
}

function bodyCheck(req: Request, res: Response, next: NextFunction): void {
  const { tooDeep, nulFields } = inspectBody(req.body);
  if (tooDeep) {
    res.status(400).json({ statusCode: 400, message: BODY_TOO_DEEP_MESSAGE });
    return;
  }
  if (nulFields.length > 0) {
    const errors = Object.fromEntries(nulFields.map((f) => [f, `${f} ${NUL_CHARACTER_MESSAGE}`]));
    res.status(400).json({ statusCode: 400, message: Object.values(errors), errors });
    return;
  }
  next();
}

/**
 * The body parsers Nest would register (JSON, 100 KB; urlencoded, extended), registered here
 * explicitly (NestFactory.create with bodyParser: false) so the body check runs right after them.
 */
export function mountBodyParsers(app: Express): void {
  const parsers = [express.json(), express.urlencoded({ extended: true }), bodyCheck];
  for (const parse of parsers) {
    app.use((req: Request, res: Response, next: NextFunction) => (isRawBodyPath(req.path) ? next() : parse(req, res, next)));
  }
}

/** Upload URLs stream their body to storage themselves (media pipeline): no parser may read it. */
export const RAW_BODY_PREFIX = '/api/objects/uploads/';
const isRawBodyPath = (path: string): boolean => path.startsWith(RAW_BODY_PREFIX);
