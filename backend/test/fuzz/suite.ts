/**
 * Property-based fuzzing (fast-check) over the app's OpenAPI document: for every operation, at least
 * 100 generated bad requests as a signed-in principal that passes its guard and 100 as a visitor
 * (wrong types, huge strings, lone surrogates, deep nesting, arrays for objects, negative/NaN numbers,
 * bad uuids, unknown enum values, bad query strings and path segments, odd content types). The run
 * fails on any 5xx (or no answer), naming the operation and the shrunk counterexample; on any 4xx whose
 * JSON body lacks a `code` from ERROR_CODES or a `requestId` equal to its X-Request-Id header; and on an
 * operation that got fewer than 100 inputs of each kind (a slow one is cut at its time limit: that fails).
 * Requests go out in concurrent batches over one listening server; each role signs in once.
 * The operations are dealt into shards (test/fuzz-1.int-spec.ts, fuzz-2.int-spec.ts), one file each, so
 * the integration run's workers share the work.
 */
import fc from 'fast-check';
import request from 'supertest';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { createTestApp, type TestApp } from '../app.factory';
import { AUTHZ_TABLE, passesGuard, type Ctx, type Fixtures, type OpSpec } from '../authz/matrix';
import { openApiOperations, type OpenApiDocument, type OpenApiOperation } from '../authz/routes';
import { PRINCIPALS, World, listen, resetThrottles, signInPrincipals, type Principal, type PrincipalName } from '../authz/world';
import { errorBodyProblem } from './error-body';
import { requestArb, type FuzzRequest, type FuzzShape } from './inputs';
import { closeRawAgent, handlerArgs, operationInputs, rawSend, type RawAnswer } from './shapes';
import { dobForAge, uniqueEmail } from '../helpers';

/** Generated requests per operation and principal (the signed-in one and the visitor). */
const PER_PRINCIPAL = Number(process.env.FUZZ_RUNS ?? 100);
/** Requests in flight at once (parallel properties): half as the signed-in principal, half as the visitor. */
const BATCH = 10;
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

/** Who fuzzes an operation: the first of these that passes its guard (admins reach the most), then the others in turn. */
const REACH_ORDER: PrincipalName[] = ['admin', 'recruiterPaid', 'playerAdult', 'mentor', 'recruiterFree', 'club', 'union', 'coach', 'agent', 'playerMinor', 'recruiterUnverified'];

/** Operations that end, replace or change the caller's own account: fuzzed as a throwaway account. */
const THROWAWAY_SESSION = (key: string, spec: OpSpec) => !!spec.sessionEnding || /^(PATCH|DELETE) \/api\/account$|^POST \/api\/account\/password$/.test(key);

/** Valid-looking fields for sign-in bodies (an unknown account: no real account is throttled). */
const SIGN_IN_BASELINE: Record<string, Record<string, unknown>> = {
  'POST /api/auth/login': { email: 'fuzz.nobody@example.test', password: 'not-the-password' },
  'POST /api/auth/demo-login': { username: 'fuzz.nobody@example.test', password: 'not-the-password' },
};

const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} chars)` : s);
/** fast-check's report puts the (possibly 100 kB) counterexample before the error: lead with the error, which names the answer. */
const failureReport = (message: string) => {
  const at = message.lastIndexOf('\nGot error:');
  return at < 0 ? clip(message, 4000) : `${clip(message.slice(at), 2000)}\n${clip(message.slice(0, at), 2000)}`;
};

/** Fuzzes the operations whose place in the sorted table falls to `shard` (0-based) of `shards`. */
export function fuzzSuite(shard: number, shards: number): void {
  describe(`fuzzing every OpenAPI operation with bad inputs (fast-check): never a 5xx (shard ${shard + 1} of ${shards})`, () => {
    let t: TestApp;
    let base: string;
    let world: World;
    let since: Date;
    let ctx: Ctx;
    let principals: Record<PrincipalName, Principal>;
    let throwaway: Principal;
    let doc: OpenApiDocument;
    let handlers: ReturnType<typeof handlerArgs>;
    let sent = 0;
    let started = 0;
    const slowest: Array<{ key: string; ms: number }> = [];
    /** FUZZ_STATS=1 prints each operation's answers by status (to see the inputs reach validation). */
    const statuses = new Map<string, Record<number, number>>();

    beforeAll(async () => {
      started = Date.now();
      t = await createTestApp();
      base = await listen(t);
      await resetThrottles(t);
      world = new World(t);
      since = await world.now();
      principals = await signInPrincipals(t, base, world);
      const email = uniqueEmail('fuzz');
      const signup = await request(base)
        .post('/api/auth/signup')
        .send({ firstName: 'Fuzz', lastName: 'Throwaway', email, password: 'Fuzz-secret-1!', role: 'player', dob: dobForAge(25) });
      if (signup.status !== 201) throw new Error(`throwaway sign-up answered ${signup.status}: ${signup.text}`);
      const cookie = ([] as string[]).concat(signup.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).find((c) => c.startsWith('fiji.sid='))!;
      throwaway = { ...principals.visitor, name: 'playerAdult', role: 'player', userId: signup.body.user.id, email, cookie };
      const player = async (visibility: 'public' | 'recruiters' | 'private', age?: number) => {
        const fp = await world.player({ visibility, age });
        return { ...fp, highlight: await world.highlight(fp.playerId, fp.userId), picture: `/api/players/${fp.playerId}/pictures/${'0'.repeat(32)}-256.webp` };
      };
      const adult = await player('public');
      const fx: Fixtures = {
        adultPublic: { ...adult, privateHighlight: await world.highlight(adult.playerId, adult.userId, 'private') },
        minorPublic: await player('public', 17),
        minorRecruiters: await player('recruiters', 17),
        privateAdult: await player('private'),
        otherUser: await world.user('recruiter', { verified: true, paid: true }),
      };
      ctx = { world, fx };
      doc = (await request(base).get('/api/docs-json')).body as OpenApiDocument;
      if (!doc?.paths) doc = SwaggerModule.createDocument(t.app, new DocumentBuilder().build()) as unknown as OpenApiDocument;
      handlers = handlerArgs(t.app);
    }, 120_000);

    afterAll(async () => {
      slowest.sort((a, b) => b.ms - a.ms);
      process.stdout.write(
        `\n[fuzz ${shard + 1}/${shards}] ${mine.length} of ${openApiOperations(doc ?? { paths: {} }).length} operations, ${sent} requests in ${Math.round((Date.now() - started) / 1000)} s; ` +
          `slowest answers: ${slowest.slice(0, 3).map((s) => `${s.key} ${s.ms} ms`).join(', ')}\n`,
      );
      if (process.env.FUZZ_STATS) {
        for (const [key, counts] of statuses) process.stdout.write(`[fuzz] ${key}: ${JSON.stringify(counts)}\n`);
      }
      closeRawAgent();
      // Seeded accounts leave as they came: objects the calls created for them are removed.
      if (since) await world.sweepSince(since, Object.values(principals ?? {}).flatMap((p) => (p.userId ? [p.userId] : [])));
      await world?.cleanup();
      if (throwaway?.userId) await t.dataSource.query('DELETE FROM users WHERE id = $1', [throwaway.userId]);
      if (t) await resetThrottles(t);
      await t?.close();
    });

    /** The principal, valid path values and valid body fields this operation is fuzzed around. */
    async function setup(key: string, spec: OpSpec, op: OpenApiOperation): Promise<{ p: Principal; shape: FuzzShape }> {
      const p = THROWAWAY_SESSION(key, spec) ? throwaway : principals[REACH_ORDER.find((n) => passesGuard(spec, principals[n])) ?? 'visitor'];
      let ref: Record<string, string> = {};
      if (spec.target) {
        const cells = await spec.target(ctx, p, true);
        ref = (cells.find((c) => c.kind === 'other') ?? cells.find((c) => c.kind === 'own') ?? cells[0])?.ref ?? {};
      }
      const body = spec.body ? await spec.body(ref, p, ctx) : undefined;
      const { bodyKeys, queryKeys } = operationInputs(op, handlers);
      const bodyBaseline = SIGN_IN_BASELINE[key] ?? (body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {});
      return { p, shape: { pathParams: ref, queryKeys, bodyKeys: bodyKeys ?? (spec.body ? Object.keys(bodyBaseline) : null), bodyBaseline } };
    }

    async function sendAs(method: string, p: Principal, r: FuzzRequest): Promise<RawAnswer> {
      const headers = { ...r.headers, ...(p.cookie ? { cookie: p.cookie } : {}) };
      const answer = await rawSend(base, method, r.path, headers, r.body);
      sent++;
      return answer;
    }

    const operations = () => openApiOperations(doc);

    const first = shard === 0;
    (first ? it : it.skip)('fuzzes every operation of the OpenAPI document (each placed in the authorization table)', () => {
      expect(operations().length).toBeGreaterThan(0);
      expect(operations().filter((o) => !AUTHZ_TABLE[o.key]).map((o) => o.key)).toEqual([]);
    });

    // The document is built by the app, so the list of operations is read inside one test per
    // operation key found in the table (the placement test above fails on any operation missing there).
    const keys = Object.keys(AUTHZ_TABLE).filter((k) => !AUTHZ_TABLE[k]!.optional);
    const sessionLast = (k: string) => (AUTHZ_TABLE[k]!.sessionEnding ? 1 : 0);
    const mine = keys.sort((a, b) => a.localeCompare(b)).filter((_, i) => i % shards === shard);
    for (const key of mine.sort((a, b) => sessionLast(a) - sessionLast(b) || a.localeCompare(b))) {
      it(`${key}: ${PER_PRINCIPAL} bad requests signed in (roles that pass its guard) + ${PER_PRINCIPAL} as a visitor, no 5xx`, async () => {
        const found = operations().find((o) => o.key === key);
        if (!found) return; // not in the document (e.g. a raw Express route); placement is checked by the matrix
        const spec = AUTHZ_TABLE[key]!;
        const { p, shape } = await setup(key, spec, found.op);
        const arb = requestArb(found.path, shape);
        // Per-address limits (sign-up, contact, login) would otherwise answer 429 before validation runs.
        await resetThrottles(t);
        // BATCH independent properties run side by side (half as the signed-in principal, half as the
        // visitor), each sending one request per run: requests stay concurrent, and a failure shrinks
        // one request at a time.
        // The signed-in lanes take turns among the roles that pass the guard (the first one set up the
        // valid values), so previews, paywalls and role checks all meet the bad inputs.
        const reachers = THROWAWAY_SESSION(key, spec) ? [p] : [p, ...REACH_ORDER.map((n) => principals[n]).filter((x) => x !== p && passesGuard(spec, x))];
        const lanes = Array.from({ length: BATCH }, (_, i) => (i % 2 === 0 ? reachers[(i / 2) % reachers.length]! : principals.visitor));
        const runs = Math.ceil(PER_PRINCIPAL / (BATCH / 2));
        const count = { signedIn: 0, visitor: 0 };
        const failures = await Promise.all(
          lanes.map(async (who, lane) => {
            try {
              await fc.assert(
                fc.asyncProperty(arb, async (r) => {
                  const a = await sendAs(found.method, who, r);
                  count[who === principals.visitor ? 'visitor' : 'signedIn'] += 1;
                  const counts = statuses.get(key) ?? {};
                  counts[a.status] = (counts[a.status] ?? 0) + 1;
                  statuses.set(key, counts);
                  slowest.push({ key, ms: a.ms });
                  if (slowest.length > 50) slowest.sort((x, y) => y.ms - x.ms).splice(10);
                  if (a.status >= 500 || a.status === 0) {
                    throw new Error(
                      `${found.method} ${clip(r.path, 300)} as ${who.name === 'visitor' ? 'visitor' : `${who.name} (${who.role})`}; ` +
                        `headers ${JSON.stringify(r.headers)}; body ${r.body === undefined ? '(none)' : JSON.stringify(clip(r.body, 400))}; ` +
                        `answered ${a.status}${a.error ? ` (${a.error})` : ''}: ${clip(a.text, 300)}`,
                    );
                  }
                  const problem = errorBodyProblem(a, found.method);
                  if (problem) throw new Error(`${found.method} ${clip(r.path, 300)} answered ${problem}: ${clip(a.text, 300)}`);
                }),
                { numRuns: runs, seed: SEED === undefined ? undefined : SEED + lane, interruptAfterTimeLimit: 60_000, markInterruptAsFailure: false, includeErrorInReport: true },
              );
              return null;
            } catch (e) {
              return (e as Error).message;
            }
          }),
        );
        const failed = failures.filter((f): f is string => f !== null);
        if (failed.length) throw new Error(`${key} answered a 5xx (or nothing, or an error body without its code and request id) to a generated input.\n${failureReport(failed[0]!)}`);
        // A property cut at its time limit passes in fast-check: the count is what proves the 100 inputs.
        if (count.signedIn < PER_PRINCIPAL || count.visitor < PER_PRINCIPAL) {
          throw new Error(`${key} got only ${count.signedIn} signed-in and ${count.visitor} visitor inputs of ${PER_PRINCIPAL} each (cut at the time limit: too slow)`);
        }
      }, 180_000);
    }

    (first ? it : it.skip)('visits every principal kind it needs (signed-in reachers exist for every guarded operation)', () => {
      const unreachable = keys.filter((k) => !PRINCIPALS.some((n) => n !== 'visitor' && passesGuard(AUTHZ_TABLE[k]!, principals[n])));
      expect(unreachable).toEqual([]);
    });
  });
}
