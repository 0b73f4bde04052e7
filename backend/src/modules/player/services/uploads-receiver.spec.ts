import { PassThrough, Readable, Writable } from 'node:stream';
import { receiveBody, UploadRejected, type ReceiveOptions } from './uploads-receiver';

const MESSAGES = { tooLarge: (max: number) => `max ${max}`, invalidVideo: 'video please', invalidImage: 'image please' };
const MP4_HEAD = Buffer.concat([Buffer.from([0, 0, 0, 0x20]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0])]);

function sink(): Writable & { data: Buffer[] } {
  const data: Buffer[] = [];
  const w = new Writable({
    write(chunk: Buffer, _enc, cb) {
      data.push(chunk);
      cb();
    },
  }) as Writable & { data: Buffer[] };
  w.data = data;
  return w;
}

const options = (over: Partial<ReceiveOptions> = {}): ReceiveOptions => ({
  start: 0,
  existingHead: Buffer.alloc(0),
  knownType: null,
  declaredType: 'video/mp4',
  maxBytesFor: () => 1000,
  endAt: null,
  ...over,
});

describe('receiveBody', () => {
  it('writes a valid body through, sniffed from bytes split over several chunks', async () => {
    const body = Buffer.concat([MP4_HEAD, Buffer.alloc(100, 7)]);
    const out = sink();
    const result = await receiveBody(Readable.from([body.subarray(0, 5), body.subarray(5, 9), body.subarray(9)]), out, options(), MESSAGES);
    expect(result).toMatchObject({ written: body.length, ended: true, type: { format: 'mp4' } });
    expect(Buffer.concat(out.data).equals(body)).toBe(true);
  });

  it('refuses a wrong type before writing anything', async () => {
    const out = sink();
    const text = Buffer.from('just some text, not a video at all');
    await expect(receiveBody(Readable.from([text]), out, options(), MESSAGES)).rejects.toEqual(new UploadRejected(415, 'video please'));
    expect(out.data).toEqual([]);
  });

  it('answers with the image message when an image was declared', async () => {
    await expect(receiveBody(Readable.from([Buffer.from('not an image, honest')]), sink(), options({ declaredType: 'image/png' }), MESSAGES)).rejects.toMatchObject({
      status: 415,
      message: 'image please',
    });
  });

  it('stops at the first chunk past the limit, counting from the resume offset', async () => {
    const out = sink();
    const chunks = [MP4_HEAD, Buffer.alloc(400), Buffer.alloc(400), Buffer.alloc(400)];
    await expect(receiveBody(Readable.from(chunks), out, options(), MESSAGES)).rejects.toMatchObject({ status: 413, message: 'max 1000' });
    expect(Buffer.concat(out.data).length).toBeLessThanOrEqual(1000);
    const resumed = sink();
    await expect(
      receiveBody(Readable.from([Buffer.alloc(300)]), resumed, options({ start: 800, knownType: { kind: 'video', format: 'mp4', mime: 'video/mp4' } }), MESSAGES),
    ).rejects.toMatchObject({ status: 413 });
  });

  it('sniffs a resumed head from the stored bytes plus the new ones', async () => {
    const out = sink();
    const result = await receiveBody(Readable.from([MP4_HEAD.subarray(5), Buffer.alloc(10)]), out, options({ start: 5, existingHead: MP4_HEAD.subarray(0, 5) }), MESSAGES);
    expect(result).toMatchObject({ ended: true, type: { format: 'mp4' }, written: MP4_HEAD.length - 5 + 10 });
  });

  it('keeps what was written when the client goes away', async () => {
    const body = new PassThrough();
    const out = sink();
    const pending = receiveBody(body, out, options(), MESSAGES);
    body.write(Buffer.concat([MP4_HEAD, Buffer.alloc(50)]));
    await new Promise((r) => setImmediate(r));
    body.destroy(new Error('aborted'));
    await expect(pending).resolves.toMatchObject({ ended: false, written: MP4_HEAD.length + 50 });
  });
});
