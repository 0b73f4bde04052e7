/**
 * What an OpenAPI operation reads: its body DTO (named by the document's `$ref`) and query DTO, found
 * through Nest's route metadata (the document's schemas carry no properties: no Swagger plugin), and
 * their property names from the class-validator rules in @fiji/contracts. Plus a raw HTTP client.
 */
import { request as httpRequest, Agent } from 'node:http';
import { ModulesContainer } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { getMetadataStorage } from 'class-validator';
import * as contracts from '@fiji/contracts';
import type { OpenApiOperation } from '../authz/routes';

const ROUTE_ARGS = '__routeArguments__';
const BODY = 3;
const QUERY = 4;

/** Property names a DTO class validates (inherited ones included). */
export function dtoKeys(dto: unknown): string[] {
  if (typeof dto !== 'function') return [];
  const metas = getMetadataStorage().getTargetValidationMetadatas(dto as new () => object, '', true, false);
  return [...new Set(metas.map((m) => m.propertyName))];
}

interface HandlerArgs {
  bodyDto: unknown;
  queryDto: unknown;
  queryNames: string[];
}

/** `Controller_method` (the OpenAPI operationId) -> the handler's @Body()/@Query() types. */
export function handlerArgs(app: NestExpressApplication): Map<string, HandlerArgs> {
  const out = new Map<string, HandlerArgs>();
  for (const mod of app.get(ModulesContainer).values()) {
    for (const wrapper of mod.controllers.values()) {
      const ctrl = wrapper.metatype as (new (...a: unknown[]) => object) | undefined;
      if (!ctrl?.prototype) continue;
      for (const method of Object.getOwnPropertyNames(ctrl.prototype)) {
        if (method === 'constructor') continue;
        const args = (Reflect.getMetadata(ROUTE_ARGS, ctrl, method) ?? {}) as Record<string, { index: number; data?: unknown }>;
        const types = (Reflect.getMetadata('design:paramtypes', ctrl.prototype, method) ?? []) as unknown[];
        const found: HandlerArgs = { bodyDto: undefined, queryDto: undefined, queryNames: [] };
        for (const [key, arg] of Object.entries(args)) {
          const kind = Number(key.split(':')[0]);
          if (kind === BODY && arg.data === undefined) found.bodyDto = types[arg.index];
          if (kind === QUERY && arg.data === undefined) found.queryDto = types[arg.index];
          if (kind === QUERY && typeof arg.data === 'string') found.queryNames.push(arg.data);
        }
        out.set(`${ctrl.name}_${method}`, found);
      }
    }
  }
  return out;
}

/** Bodies read by a guard (passport strategies) rather than a @Body() parameter: not in the document. */
const GUARD_BODIES: Record<string, string> = { AuthController_login: 'LoginDto', AuthController_demoLogin: 'DemoLoginDto' };

/** Body keys (null: no body) and query keys of one operation. */
export function operationInputs(op: OpenApiOperation, handlers: Map<string, HandlerArgs>): { bodyKeys: string[] | null; queryKeys: string[] } {
  const h = op.operationId ? handlers.get(op.operationId) : undefined;
  const ref = Object.values(op.requestBody?.content ?? {})[0]?.schema?.$ref;
  const schemaName = ref?.split('/').pop() ?? (op.operationId ? GUARD_BODIES[op.operationId] : undefined);
  const fromSchema = schemaName ? (contracts as Record<string, unknown>)[schemaName] : undefined;
  const bodyDto = fromSchema ?? h?.bodyDto;
  const bodyKeys = op.requestBody || h?.bodyDto || fromSchema ? dtoKeys(bodyDto) : null;
  const documented = (op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name);
  const queryKeys = [...new Set([...documented, ...(h?.queryNames ?? []), ...dtoKeys(h?.queryDto)])];
  return { bodyKeys, queryKeys };
}

export interface RawAnswer {
  status: number;
  text: string;
  /** The X-Request-Id and Content-Type response headers. */
  requestId?: string;
  contentType?: string;
  error?: string;
  ms: number;
}

const agent = new Agent({ keepAlive: true, maxSockets: 16 });

/**
 * One request with a raw (already encoded) path and body; never throws. A request written on a
 * kept-alive socket that the server closed for idleness at the same moment fails with ECONNRESET
 * before the server read it; it is sent once more on a new connection, as browsers do (Node's agent
 * ignores the server's Keep-Alive timeout hint unless the agent has its own timeout).
 */
export function rawSend(base: string, method: string, path: string, headers: Record<string, string>, body: string | undefined, timeoutMs = 20_000): Promise<RawAnswer> {
  const started = Date.now();
  return sendOnce(base, method, path, headers, body, timeoutMs, agent).then((a) =>
    a.staleSocket ? sendOnce(base, method, path, headers, body, timeoutMs, false) : a,
  ).then(({ staleSocket: _, ...a }) => ({ ...a, ms: Date.now() - started }));
}

function sendOnce(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
  timeoutMs: number,
  via: Agent | false,
): Promise<Omit<RawAnswer, 'ms'> & { staleSocket?: boolean }> {
  const url = new URL(base);
  return new Promise((resolve) => {
    let done = false;
    const finish = (a: Omit<RawAnswer, 'ms'> & { staleSocket?: boolean }) => {
      if (done) return;
      done = true;
      resolve(a);
    };
    const data = body === undefined ? undefined : Buffer.from(body, 'utf8');
    const req = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method,
        path,
        agent: via,
        headers: { ...headers, ...(data ? { 'content-length': String(data.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        const requestId = res.headers['x-request-id'] as string | undefined;
        const contentType = res.headers['content-type'];
        res.on('end', () => finish({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), requestId, contentType }));
        res.on('error', (e) => finish({ status: res.statusCode ?? 0, text: '', error: e.message }));
      },
    );
    req.setTimeout(timeoutMs, () => {
      finish({ status: 0, text: '', error: `no answer in ${timeoutMs} ms` });
      req.destroy();
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      finish({ status: 0, text: '', error: e.message, staleSocket: req.reusedSocket && e.code === 'ECONNRESET' }),
    );
    req.end(data);
  });
}

export const closeRawAgent = () => agent.destroy();
