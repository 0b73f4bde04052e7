/**
 * Helpers for the media pipeline tests (uploads, highlights, media job): a raw HTTP client that can
 * stream a body, stop midway or read an early answer (supertest buffers whole bodies), the upload
 * flow through the real endpoints, real media made with ffmpeg/sharp, and a look at the storage folder.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import type { EventEmitter } from 'node:events';
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import type { HighlightResponse, UploadUrlResponse } from '@fiji/contracts';
import type { Agent } from './helpers';

export interface RawResponse {
  /** Body bytes the client had written when the answer came. */
  sent: number;
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
  json: unknown;
}

export interface RawRequestOptions {
  headers?: Record<string, string | number>;
  /** The body, sent in `chunkSize` pieces with backpressure. */
  body?: Buffer;
  chunkSize?: number;
  /** Send this many body bytes, wait `abortDelayMs`, then cut the connection (a dropped upload). */
  abortAfterBytes?: number;
  abortDelayMs?: number;
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

/**
 * One HTTP request on its own connection. Resolves with the answer (even one that arrives while the
 * body is still being sent, like an early 413) or with 'aborted' when `abortAfterBytes` cut it.
 */
export function rawRequest(server: Server, method: string, path: string, opts: RawRequestOptions = {}): Promise<RawResponse | 'aborted'> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: portOf(server), method, path, headers: opts.headers, agent: false });
    let answered = false;
    let sent = 0;
    req.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', () => undefined);
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = text ? JSON.parse(text) : null;
        } catch {
          json = null;
        }
        resolve({ sent, status: res.statusCode ?? 0, headers: res.headers, text, json });
        if (!req.writableEnded) req.destroy(); // answered before the body was all sent: stop, like a browser
      });
    });
    req.on('error', (e) => {
      if (!answered && !(opts.abortAfterBytes !== undefined)) reject(e);
    });
    void (async () => {
      const body = opts.body ?? Buffer.alloc(0);
      const chunkSize = opts.chunkSize ?? 64 * 1024;
      const limit = opts.abortAfterBytes ?? body.length;
      for (let at = 0; at < limit && !answered; at += chunkSize) {
        const piece = body.subarray(at, Math.min(at + chunkSize, limit));
        sent += piece.length;
        if (!req.write(piece)) await new Promise((r) => req.once('drain', r));
      }
      if (opts.abortAfterBytes !== undefined) {
        await new Promise((r) => setTimeout(r, opts.abortDelayMs ?? 300));
        req.destroy();
        resolve('aborted');
        return;
      }
      if (!answered) req.end();
    })().catch(() => undefined);
  });
}

export function asResponse(r: RawResponse | 'aborted'): RawResponse {
  if (r === 'aborted') throw new Error('expected an answer, the request was aborted');
  return r;
}

/** The first bytes of an MP4 file (ftyp isom), then random data: a "video" by content for upload tests. */
export function fakeMp4(size: number): Buffer {
  const head = Buffer.from([0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')]);
  return Buffer.concat([head, randomBytes(Math.max(0, size - head.length))]);
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A real PNG (for image highlights). */
export const makePng = (width = 900, height = 600): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();

export const FFMPEG: string = process.env.FFMPEG_PATH || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** A real clip: test pattern + a sine tone, H.264/AAC, written by ffmpeg. */
export function makeClip(dir: string, seconds = 2, size = '640x480'): string {
  const out = join(dir, `clip-${seconds}s.mp4`);
  const r = spawnSync(FFMPEG, [
    '-hide_banner', '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', `testsrc=size=${size}:rate=25`, '-f', 'lavfi', '-i', 'sine', '-t', String(seconds),
    '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', out,
  ]);
  if (r.status !== 0) throw new Error(`ffmpeg could not make the test clip: ${r.stderr.toString()}`);
  return out;
}

/** What ffmpeg reads from a file's header (stderr of `ffmpeg -i file`). */
export function ffmpegInfo(file: string): string {
  return spawnSync(FFMPEG, ['-hide_banner', '-i', file]).stderr.toString();
}

/** POST /api/objects/upload as this player. */
export async function uploadUrl(agent: Agent): Promise<UploadUrlResponse> {
  return (await agent.post('/api/objects/upload').expect(200)).body as UploadUrlResponse;
}

/** The whole upload flow for a file: URL, PUT with its type; returns the stored object path. */
export async function uploadFile(server: Server, agent: Agent, body: Buffer, contentType: string): Promise<string> {
  const { uploadURL, objectPath } = await uploadUrl(agent);
  const res = asResponse(await rawRequest(server, 'PUT', uploadURL, { headers: { 'Content-Type': contentType, 'Content-Length': body.length }, body }));
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${res.text}`);
  return objectPath;
}

/** Upload + POST /api/highlights in one go. */
export async function createHighlight(
  server: Server,
  agent: Agent,
  file: { body: Buffer; type: string },
  fields: Record<string, unknown> = {},
): Promise<HighlightResponse> {
  const filePath = await uploadFile(server, agent, file.body, file.type);
  const contentType = file.type.startsWith('image/') ? 'image' : 'video';
  const res = await agent.post('/api/highlights').send({ title: 'Test highlight', contentType, filePath, ...fields });
  if (res.status !== 201) throw new Error(`POST /api/highlights answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as HighlightResponse;
}

/** Polls the owner's view of a highlight until its status is one of `statuses`. */
export async function waitForStatus(agent: Agent, id: string, statuses: string[], timeoutMs = 45_000): Promise<HighlightResponse> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const h = (await agent.get(`/api/highlights/${id}`).expect(200)).body as HighlightResponse;
    if (statuses.includes(h.status)) return h;
    if (Date.now() > deadline) throw new Error(`highlight ${id} stayed ${h.status}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Files (relative paths) under a storage folder, recursively. */
export function filesUnder(root: string, folder = ''): string[] {
  const dir = join(root, folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(root, join(folder, e.name)) : [join(folder, e.name)],
  );
}

/** Makes a binary body readable by supertest's agent (it buffers the response). */
export const binaryParser = (res: EventEmitter, cb: (err: Error | null, body: Buffer) => void): void => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
