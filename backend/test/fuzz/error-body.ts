/** The error-body rule every 4xx/5xx answer keeps (issue 9): checked on each fuzzed answer and each authorization-matrix answer. */
import { ERROR_CODES } from '@fiji/contracts';

const KNOWN_CODES = new Set<string>(Object.values(ERROR_CODES));

/** What is wrong with an error answer's body, if anything: every 4xx/5xx JSON body has a known code and its request id. */
export function errorBodyProblem(a: { status: number; text: string; requestId?: string; contentType?: string }, method = 'GET'): string | null {
  if (a.status < 400) return null;
  // Node's own answer to a request it cannot take (431, a malformed request line) has no type and no body: the app never saw it.
  if (!/json/i.test(a.contentType ?? '')) return a.text ? `a ${a.status} that is not JSON (${a.contentType ?? 'no type'})` : null;
  if (method === 'HEAD') return a.requestId ? null : `a ${a.status} without X-Request-Id`; // no body to read
  let body: { code?: unknown; requestId?: unknown };
  try {
    body = JSON.parse(a.text) as typeof body;
  } catch {
    return `a ${a.status} whose JSON does not parse`;
  }
  if (typeof body.code !== 'string' || !KNOWN_CODES.has(body.code)) return `a ${a.status} whose code ${JSON.stringify(body.code)} is not in ERROR_CODES`;
  if (body.requestId !== a.requestId) return `a ${a.status} whose requestId ${JSON.stringify(body.requestId)} is not its X-Request-Id ${a.requestId}`;
  return null;
}
