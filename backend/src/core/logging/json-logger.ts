import type { LoggerService } from '@nestjs/common';
import type { LogLevel } from '../config/app-config';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };
/** Nest's per-module / per-route start-up lines: useful when debugging, noise otherwise. */
const BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** A message is text, or `{ msg, ...fields }` when the caller has fields to add (a request id). */
function parts(message: unknown): [string, Record<string, unknown>] {
  if (message !== null && typeof message === 'object' && typeof (message as { msg?: unknown }).msg === 'string') {
    const { msg, ...fields } = message as { msg: string } & Record<string, unknown>;
    return [msg, fields];
  }
  return [String(message), {}];
}

/** One JSON object per line on stdout (errors on stderr), so log collectors need no parsing rules. */
export class JsonLogger implements LoggerService {
  constructor(private readonly level: LogLevel = 'info') {}

  enabled(level: Exclude<LogLevel, 'silent'>): boolean {
    return RANK[level] >= RANK[this.level];
  }

  write(level: Exclude<LogLevel, 'silent'>, msg: string, fields: Record<string, unknown> = {}): void {
    if (!this.enabled(level)) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }) + '\n';
    (level === 'error' ? process.stderr : process.stdout).write(line);
  }

  log(message: unknown, context?: string): void {
    this.write(context && BOOT_CONTEXTS.has(context) ? 'debug' : 'info', String(message), context ? { context } : {});
  }
  warn(message: unknown, context?: string): void {
    this.write('warn', String(message), context ? { context } : {});
  }
  debug(message: unknown, context?: string): void {
    this.write('debug', String(message), context ? { context } : {});
  }
  verbose(message: unknown, context?: string): void {
    this.write('debug', String(message), context ? { context } : {});
  }
  error(message: unknown, ...rest: unknown[]): void {
    // Nest calls error(message, stack?, context?)
    const [stack, context] = rest.length >= 2 ? rest : rest.length === 1 ? [undefined, rest[0]] : [undefined, undefined];
    const [msg, fields] = parts(message);
    this.write('error', msg, {
      ...(context ? { context } : {}),
      ...fields,
      ...(typeof stack === 'string' && stack ? { stack } : {}),
    });
  }
}
