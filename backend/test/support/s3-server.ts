/**
 * A real S3-compatible server for the storage suites: s3rver in this process, on a free port and a temp
 * folder, with one bucket. `env` is what the gateway needs to use it (S3_* variables); `client` reads the
 * bucket directly, to check what the API stored.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// s3rver ships no types; this is the part used here.
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
  httpServer?: Server;
};

export interface TestS3Server {
  endpoint: string;
  env: Record<string, string>;
  client: S3Client;
  /** The bucket's keys under `prefix`, sorted. */
  keys(prefix?: string): Promise<string[]>;
  objectBytes(key: string): Promise<Buffer>;
  close(): Promise<void>;
}

export async function startS3Server(bucket: string, directory = mkdtempSync(join(tmpdir(), 'fiji-s3rver-'))): Promise<TestS3Server> {
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    // s3rver does not understand the aws-chunked bodies that default checksums bring.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return {
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    client,
    keys: async (prefix = '') =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents ?? []).map((o) => o.Key!).sort(),
    objectBytes: async (key) => Buffer.from(await (await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToByteArray()),
    async close() {
      client.destroy();
      server.httpServer?.closeAllConnections(); // keep-alive sockets of clients that are gone (killed instances)
      await server.close();
    },
  };
}
