/**
 * Resuming an upload on another API instance (docs/storage.md): two gateways on one database and one
 * S3 store (s3rver), each with its own scratch disk. Bytes are staged in the bucket as 8 MiB multipart
 * parts plus a tail object recorded in the uploads row, so an upload begun on A resumes on B and the
 * object ends byte-identical; a request on A that B has taken over stops without corrupting anything.
 * The kill -9 of a real instance behind nginx is in multi-instance tests; this suite covers the rules.
 */
import { mkdtempSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp, type TestApp } from './app.factory';
import { grantPlan, userOfPlayer } from './helpers';
import { asResponse, fakeMp4, filesUnder, rawRequest, sha256, uploadUrl } from './media-fixtures';
import { newPlayer, type TestPlayer } from './social-fixtures';
import { startS3Server, type TestS3Server } from './support/s3-server';

const BUCKET = 'fiji-resume';
const MB = 1024 * 1024;
const PART = 8 * MB;

describe('an upload resumes on another instance (S3 staging)', () => {
  let s3: TestS3Server;
  let a: TestApp;
  let b: TestApp;
  const scratch: string[] = [];
  let owner: TestPlayer;

  const keys = (prefix: string) => s3.keys(prefix);
  const objectBytes = (key: string) => s3.objectBytes(key);
  const put = (t: TestApp, url: string, body: Buffer, headers: Record<string, string | number>) =>
    rawRequest(t.server, 'PUT', url, { headers: { 'Content-Type': 'video/mp4', 'Content-Length': body.length, ...headers }, body });
  const offsetOn = async (t: TestApp, url: string, total: number): Promise<number> => {
    const q = asResponse(await rawRequest(t.server, 'PUT', url, { headers: { 'Content-Range': `bytes */${total}`, 'Content-Length': 0 } }));
    expect(q.status).toBe(308);
    return Number(q.headers['upload-offset']);
  };
  const until = async (check: () => Promise<boolean>, what: string): Promise<void> => {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`Timed out waiting for ${what}`);
  };
  const rowOf = async (id: string) =>
    ((await a.dataSource.query(`SELECT status, received_bytes::int AS received, staging FROM uploads WHERE id = $1`, [id])) as Array<{
      status: string;
      received: number;
      staging: unknown;
    }>)[0];

  beforeAll(async () => {
    s3 = await startS3Server(BUCKET);
    const instance = async () => {
      const dir = mkdtempSync(join(tmpdir(), 'fiji-instance-'));
      scratch.push(dir);
      const t = await createTestApp({
        STORAGE_DIR: dir,
        UPLOAD_MAX_BYTES: String(64 * MB),
        ...s3.env,
      });
      await t.app.listen(0, '127.0.0.1');
      return t;
    };
    a = await instance();
    b = await instance();
    owner = await newPlayer(a, { firstName: 'Semi' });
    await grantPlan(a.dataSource, await userOfPlayer(a.dataSource, owner.playerId), 'player_pro');
  }, 60_000);

  afterAll(async () => {
    await a?.close();
    await b?.close();
    await s3?.close();
  });

  const portOf = (t: TestApp) => (t.server.address() as AddressInfo).port;
  const expectStoredAs = async (id: string, file: Buffer) => {
    expect(sha256(await objectBytes(`uploads/${id}`))).toBe(sha256(file));
    expect(await keys(`partial/${id}`)).toEqual([]); // no staged tail left behind
    expect(await rowOf(id)).toMatchObject({ status: 'complete', received: file.length, staging: null });
    for (const dir of scratch) expect(filesUnder(dir)).toEqual([]); // nothing kept on either instance's disk
  };

  it('cut off on instance A after two and a half parts, resumed on B from the offset B reports: byte-identical, nothing staged left', async () => {
    const file = fakeMp4(21 * MB);
    const { uploadURL, objectPath } = await uploadUrl(owner.agent);
    const id = objectPath.split('/').pop()!;
    const cut = await rawRequest(a.server, 'PUT', uploadURL, {
      headers: { 'Content-Type': 'video/mp4', 'Content-Length': file.length, 'Content-Range': `bytes 0-${file.length - 1}/${file.length}` },
      body: file,
      abortAfterBytes: 20 * MB + 512 * 1024,
      abortDelayMs: 300,
    });
    expect(cut).toBe('aborted');
    // A saw the connection go and kept its open part as a tail object, so B knows every byte A stored.
    await until(async () => (((await rowOf(id))?.staging as { tailBytes?: number } | null)?.tailBytes ?? 0) > 0, "A's tail recorded");
    const offset = await offsetOn(b, uploadURL, file.length);
    expect(offset).toBeGreaterThan(2 * PART);
    expect(offset).toBe((await rowOf(id))!.received);
    expect(await keys(`uploads/${id}`)).toEqual([]); // unfinished: no object yet
    expect((await keys(`partial/${id}/`)).length).toBe(1);

    const done = asResponse(await put(b, uploadURL, file.subarray(offset), { 'Content-Range': `bytes ${offset}-${file.length - 1}/${file.length}` }));
    expect(done.status).toBe(200);
    await expectStoredAs(id, file);
  });

  it('while A still holds a half-sent request (a dead or stalled instance), B takes over from the last full part; A then stops and keeps nothing', async () => {
    const file = fakeMp4(20 * MB);
    const { uploadURL, objectPath } = await uploadUrl(owner.agent);
    const id = objectPath.split('/').pop()!;
    const held = openPut(portOf(a), uploadURL, file, 12 * MB);
    await held.sent;
    // Only full parts have left A so far: the bytes in A's open part are not counted.
    await until(async () => (await offsetOn(b, uploadURL, file.length)) === PART, 'the first part staged');
    const done = asResponse(await put(b, uploadURL, file.subarray(PART), { 'Content-Range': `bytes ${PART}-${file.length - 1}/${file.length}` }));
    expect(done.status).toBe(200);
    held.cut(); // A now learns it was taken over: it records nothing and removes what it staged
    await new Promise((r) => setTimeout(r, 500));
    await expectStoredAs(id, file);
  });

  it('3 MB chunks sent alternately to A and B each move the offset on, and the file ends byte-identical', async () => {
    const file = fakeMp4(19 * MB + 123);
    const { uploadURL, objectPath } = await uploadUrl(owner.agent);
    const id = objectPath.split('/').pop()!;
    for (let at = 0, i = 0; at < file.length; i++) {
      const end = Math.min(at + 3 * MB, file.length) - 1;
      const res = asResponse(await put(i % 2 === 0 ? a : b, uploadURL, file.subarray(at, end + 1), { 'Content-Range': `bytes ${at}-${end}/${file.length}` }));
      if (end + 1 < file.length) {
        expect({ status: res.status, offset: Number(res.headers['upload-offset']) }).toEqual({ status: 308, offset: end + 1 });
      } else {
        expect(res.status).toBe(200);
      }
      at = end + 1;
    }
    await expectStoredAs(id, file);
  });

  it('a whole-file PUT on B after A staged 10 MB starts over and stores exactly the new body', async () => {
    const first = fakeMp4(12 * MB);
    const file = fakeMp4(9 * MB + 7);
    const { uploadURL, objectPath } = await uploadUrl(owner.agent);
    const id = objectPath.split('/').pop()!;
    expect(
      await rawRequest(a.server, 'PUT', uploadURL, {
        headers: { 'Content-Type': 'video/mp4', 'Content-Length': first.length },
        body: first,
        abortAfterBytes: 10 * MB,
      }),
    ).toBe('aborted');
    await until(async () => ((await rowOf(id))?.received ?? 0) >= PART, 'bytes staged on A');
    const done = asResponse(await rawRequest(b.server, 'PUT', uploadURL, { headers: { 'Content-Type': 'video/mp4', 'Content-Length': file.length }, body: file }));
    expect(done.status).toBe(200);
    await expectStoredAs(id, file);
  });
});

/** A PUT that sends `upTo` bytes of `body` and keeps the connection open until `end()` or `cut()`. */
function openPut(port: number, url: string, body: Buffer, upTo: number): { sent: Promise<void>; cut: () => void; request: ClientRequest } {
  const request = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'PUT',
    path: url,
    agent: false,
    headers: { 'Content-Type': 'video/mp4', 'Content-Length': body.length, 'Content-Range': `bytes 0-${body.length - 1}/${body.length}` },
  });
  request.on('error', () => undefined);
  const sent = (async () => {
    for (let at = 0; at < upTo; at += 256 * 1024) {
      if (!request.write(body.subarray(at, Math.min(at + 256 * 1024, upTo)))) await new Promise((r) => request.once('drain', r));
    }
  })();
  return { sent, cut: () => request.destroy(), request };
}
