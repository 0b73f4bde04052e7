import {
  contentRange,
  storedBytes,
  uploadResumable,
  UploadHttpError,
  UploadNetworkError,
  type UploadTransport,
} from './resumable-upload';
import { FakeXhr } from '../../../../test/fake-xhr';

const URL_ = '/api/objects/uploads/abc?token=t';

/** A server that stores bytes; `dropAfter` makes the next PUTs fail after receiving that many bytes. */
function fakeServer(total: number) {
  const state = { stored: 0, puts: [] as Array<{ offset: number; size: number }>, probes: 0, dropAfter: [] as number[], probeFailures: 0, refuse: 0 };
  const transport: UploadTransport = {
    async put({ body, offset, onProgress }) {
      state.puts.push({ offset, size: body.size });
      if (state.refuse) return { status: state.refuse, body: '{"message":"File too large"}' };
      if (offset !== state.stored) return { status: 409, body: 'offset mismatch' };
      const drop = state.dropAfter.shift();
      const accepted = drop === undefined ? body.size : Math.min(drop, body.size);
      for (let sent = 0; sent < accepted; sent += 100) onProgress(Math.min(sent + 100, accepted));
      state.stored += accepted;
      if (drop !== undefined) throw new UploadNetworkError();
      return { status: 201, body: '{"ok":true}' };
    },
    async queryOffset() {
      state.probes += 1;
      if (state.probeFailures > 0) {
        state.probeFailures -= 1;
        throw new UploadNetworkError();
      }
      return state.stored;
    },
  };
  return { state, transport, file: new Blob([new Uint8Array(total)]) };
}

const noSleep = jest.fn(async () => undefined);

beforeEach(() => noSleep.mockClear());

describe('uploadResumable', () => {
  it('sends the whole file once when nothing fails and reports 0 to 100%', async () => {
    const { state, transport, file } = fakeServer(1000);
    const progress: number[] = [];
    const result = await uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep, onProgress: (p) => progress.push(p.sent) });
    expect(result.status).toBe(201);
    expect(state.puts).toEqual([{ offset: 0, size: 1000 }]);
    expect(progress[0]).toBe(0);
    expect(progress[progress.length - 1]).toBe(1000);
    expect(state.probes).toBe(0);
  });

  it('after a dropped connection asks the server for its offset and sends only the rest', async () => {
    const { state, transport, file } = fakeServer(1000);
    state.dropAfter = [400];
    const result = await uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep });
    expect(result.status).toBe(201);
    expect(state.puts).toEqual([
      { offset: 0, size: 1000 },
      { offset: 400, size: 600 },
    ]);
    expect(state.stored).toBe(1000);
    expect(noSleep).toHaveBeenCalledWith(1000, undefined);
  });

  it('keeps resuming while the server gains bytes, then stops after the retries fail in a row', async () => {
    const { state, transport, file } = fakeServer(1000);
    state.dropAfter = [100, 100, 100, 100, 100, 100];
    await expect(uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep })).resolves.toMatchObject({ status: 201 });
    expect(state.puts.map((p) => p.offset)).toEqual([0, 100, 200, 300, 400, 500, 600]);

    const dead = fakeServer(1000);
    dead.state.dropAfter = [0, 0, 0, 0, 0, 0, 0, 0];
    const retries: number[] = [];
    await expect(uploadResumable({ url: URL_, file: dead.file, contentType: 'video/mp4', transport: dead.transport, sleep: noSleep, maxRetries: 3, onRetry: (n) => retries.push(n) })).rejects.toBeInstanceOf(UploadNetworkError);
    expect(retries).toEqual([1, 2, 3]);
    expect(dead.state.puts).toHaveLength(4);
  });

  it('a 308 "Resume Incomplete" answer continues from the offset the server has', async () => {
    const { state, transport, file } = fakeServer(1000);
    const put = transport.put.bind(transport);
    let first = true;
    transport.put = async (request) => {
      if (!first) return put(request);
      first = false;
      state.stored = 600;
      return { status: 308, body: '' };
    };
    await expect(uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep })).resolves.toMatchObject({ status: 201 });
    expect(state.puts).toEqual([{ offset: 600, size: 400 }]);
  });

  it('waits longer before each retry (backoff)', async () => {
    const { state, transport, file } = fakeServer(1000);
    state.dropAfter = [0, 0, 0];
    await uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep });
    expect(noSleep.mock.calls.map((c) => (c as unknown[])[0])).toEqual([1000, 2000, 4000]);
  });

  it('a failing offset query counts as a retry and is asked again', async () => {
    const { state, transport, file } = fakeServer(1000);
    state.dropAfter = [300];
    state.probeFailures = 2;
    await uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep });
    expect(state.probes).toBe(3);
    expect(state.puts[1]).toEqual({ offset: 300, size: 700 });
  });

  it('does not retry a refusal (e.g. 413) and reports it as "<status>: <body>"', async () => {
    const { state, transport, file } = fakeServer(1000);
    state.refuse = 413;
    const error = await uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadHttpError);
    expect((error as Error).message).toBe('413: {"message":"File too large"}');
    expect(state.puts).toHaveLength(1);
    expect(state.probes).toBe(0);
  });

  it('finishes without another PUT when the server already has every byte', async () => {
    const { state, transport, file } = fakeServer(1000);
    state.dropAfter = [1000];
    const result = await uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep: noSleep });
    expect(result.status).toBe(200);
    expect(state.puts).toHaveLength(1);
  });

  it('stops at once when aborted', async () => {
    const { state, transport, file } = fakeServer(1000);
    state.dropAfter = [100];
    const controller = new AbortController();
    const sleep = jest.fn(async () => {
      controller.abort();
      throw Object.assign(new Error('aborted'), { name: 'AbortError' });
    });
    const error = await uploadResumable({ url: URL_, file, contentType: 'video/mp4', transport, sleep, signal: controller.signal }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
    expect(state.puts).toHaveLength(1);
  });
});

describe('the XHR/fetch transport', () => {
  const sent = () => FakeXhr.instances;
  const behaviour = (fn: (xhr: FakeXhr) => void) => {
    FakeXhr.onSend = fn;
  };

  beforeEach(() => FakeXhr.install());

  it('resumes with a Content-Range PUT from the offset HEAD reports (Upload-Offset)', async () => {
    let call = 0;
    behaviour((xhr) => {
      call += 1;
      if (call === 1) {
        xhr.progress(250);
        xhr.fail();
      } else {
        xhr.respond(200, '');
      }
    });
    const headers: Record<string, string> = { 'Upload-Offset': '250', 'Upload-Status': 'pending' };
    const probe = jest.fn(async () => ({ ok: true, status: 200, headers: { get: (n: string) => headers[n] ?? null }, text: async () => '' }));
    globalThis.fetch = probe as unknown as typeof fetch;
    const progress: number[] = [];
    const file = new Blob([new Uint8Array(1000)], { type: 'video/mp4' });
    await uploadResumable({ url: URL_, file, contentType: 'video/mp4', sleep: async () => undefined, onProgress: (p) => progress.push(p.sent) });

    expect(sent()).toHaveLength(2);
    expect(sent()[0]).toMatchObject({ method: 'PUT', url: URL_, withCredentials: true, headers: { 'Content-Type': 'video/mp4' } });
    expect(sent()[0].headers['Content-Range']).toBeUndefined();
    expect(sent()[1].headers['Content-Range']).toBe('bytes 250-999/1000');
    expect((sent()[1].body as Blob).size).toBe(750);
    const [probeUrl, probeInit] = probe.mock.calls[0] as unknown as [string, RequestInit];
    expect(probeUrl).toBe(URL_);
    expect(probeInit).toMatchObject({ method: 'HEAD' });
    expect(progress).toContain(250);
    expect(progress[progress.length - 1]).toBe(1000);
  });

  it('a connection dropped after the last byte: HEAD says complete, no second PUT', async () => {
    behaviour((xhr) => {
      xhr.progress(1000);
      xhr.fail();
    });
    const headers: Record<string, string> = { 'Upload-Offset': '1000', 'Upload-Status': 'complete' };
    globalThis.fetch = jest.fn(async () => ({ ok: true, status: 200, headers: { get: (n: string) => headers[n] ?? null }, text: async () => '' })) as unknown as typeof fetch;
    const file = new Blob([new Uint8Array(1000)]);
    await expect(uploadResumable({ url: URL_, file, contentType: 'video/mp4', sleep: async () => undefined })).resolves.toMatchObject({ status: 200 });
    expect(sent()).toHaveLength(1);
  });

  it('a refused HEAD (e.g. 404 Upload not found) ends the upload with the server message', async () => {
    behaviour((xhr) => xhr.fail());
    globalThis.fetch = jest.fn(async () => ({ ok: false, status: 404, headers: { get: () => null }, text: async () => '{"message":"Upload not found"}' })) as unknown as typeof fetch;
    const file = new Blob([new Uint8Array(10)]);
    await expect(uploadResumable({ url: URL_, file, contentType: 'video/mp4', sleep: async () => undefined })).rejects.toThrow('404: {"message":"Upload not found"}');
  });

  it('reads the stored bytes and writes Content-Range', () => {
    expect(storedBytes('pending', '512', 1000)).toBe(512);
    expect(storedBytes('complete', '0', 1000)).toBe(1000);
    expect(storedBytes(null, null, 1000)).toBe(0);
    expect(contentRange(10, 20)).toBe('bytes 10-19/20');
  });
});
