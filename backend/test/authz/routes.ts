/**
 * The live app's route list, from two sources that are cross-checked by the matrix:
 * - Express's router stack: every route the app answers, including the Swagger UI routes and any
 *   route without OpenAPI decorators;
 * - the OpenAPI document the app builds (GET /api/docs-json): operations with their parameters and
 *   request bodies, which the fuzz suite generates inputs from.
 * Operations are keyed `METHOD /api/path/{param}` (OpenAPI spelling).
 */
import type { NestExpressApplication } from '@nestjs/platform-express';

export type OperationKey = string;

export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: { type?: string; enum?: unknown[] };
}

export interface OpenApiOperation {
  operationId?: string;
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: { $ref?: string } }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

interface ExpressLayer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** `:id` -> `{id}` (Express 5 / path-to-regexp 8 spelling to OpenAPI's). */
export const toOpenApiPath = (path: string): string => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Every METHOD + path Express routes (HEAD is listed only where declared on its own). */
export function expressRoutes(app: NestExpressApplication): OperationKey[] {
  const instance = app.getHttpAdapter().getInstance() as { router?: { stack: ExpressLayer[] }; _router?: { stack: ExpressLayer[] } };
  const stack = (instance.router ?? instance._router)?.stack;
  if (!stack) throw new Error('Express router stack not found');
  const keys = new Set<OperationKey>();
  for (const layer of stack) {
    if (!layer.route) continue;
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    for (const method of Object.keys(layer.route.methods)) {
      if (method === '_all') continue;
      for (const p of paths) keys.add(`${method.toUpperCase()} ${toOpenApiPath(p)}`);
    }
  }
  return [...keys].sort();
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

/** Every operation of the OpenAPI document. */
export function openApiOperations(doc: OpenApiDocument): Array<{ key: OperationKey; method: string; path: string; op: OpenApiOperation }> {
  const out: Array<{ key: OperationKey; method: string; path: string; op: OpenApiOperation }> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (op) out.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, op });
    }
  }
  return out.sort((a, b) => a.key.localeCompare(b.key));
}

/** The union of both lists: what the authorization table must place. */
export function allOperationKeys(app: NestExpressApplication, doc: OpenApiDocument): OperationKey[] {
  return [...new Set([...expressRoutes(app), ...openApiOperations(doc).map((o) => o.key)])].sort();
}
