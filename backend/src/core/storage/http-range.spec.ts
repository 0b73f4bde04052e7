import { formatContentRange, parseContentRange, parseRange, receivedRange } from './http-range';

describe('parseRange', () => {
  const size = 1000;
  it('reads closed, open and suffix ranges', () => {
    expect(parseRange('bytes=0-499', size)).toEqual({ start: 0, end: 499 });
    expect(parseRange('bytes=500-', size)).toEqual({ start: 500, end: 999 });
    expect(parseRange('bytes=-100', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange(' BYTES = 10 - 20 ', size)).toEqual({ start: 10, end: 20 });
  });
  it('clamps an end past the file and a suffix longer than it', () => {
    expect(parseRange('bytes=900-5000', size)).toEqual({ start: 900, end: 999 });
    expect(parseRange('bytes=-5000', size)).toEqual({ start: 0, end: 999 });
  });
  it('says unsatisfiable for a start at or past the end, an empty suffix or an empty file', () => {
    expect(parseRange('bytes=1000-', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=2000-3000', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', size)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
  it('ignores absent, malformed, reversed, other-unit and multi-range headers', () => {
    expect(parseRange(undefined, size)).toBeNull();
    expect(parseRange('', size)).toBeNull();
    expect(parseRange('bytes=-', size)).toBeNull();
    expect(parseRange('bytes=500-100', size)).toBeNull();
    expect(parseRange('items=0-5', size)).toBeNull();
    expect(parseRange('bytes=0-1,5-9', size)).toBeNull();
    expect(parseRange('bytes=abc', size)).toBeNull();
  });
});

describe('parseContentRange', () => {
  it('reads a byte range with a known or unknown total', () => {
    expect(parseContentRange('bytes 0-99/1000')).toEqual({ kind: 'bytes', start: 0, end: 99, total: 1000 });
    expect(parseContentRange('bytes 100-999/1000')).toEqual({ kind: 'bytes', start: 100, end: 999, total: 1000 });
    expect(parseContentRange('bytes 0-99/*')).toEqual({ kind: 'bytes', start: 0, end: 99, total: null });
  });
  it('reads a status query', () => {
    expect(parseContentRange('bytes */1000')).toEqual({ kind: 'query', total: 1000 });
    expect(parseContentRange('bytes */*')).toEqual({ kind: 'query', total: null });
  });
  it('refuses malformed ranges and ranges past the total', () => {
    expect(parseContentRange('bytes 5-1/10')).toBeNull();
    expect(parseContentRange('bytes 0-10/10')).toBeNull();
    expect(parseContentRange('bytes=0-9/10')).toBeNull();
    expect(parseContentRange('0-9/10')).toBeNull();
    expect(parseContentRange('bytes 0-9')).toBeNull();
  });
});

describe('formatting', () => {
  it('formats a 206 Content-Range and an uploader Range', () => {
    expect(formatContentRange({ start: 0, end: 9 }, 100)).toBe('bytes 0-9/100');
    expect(receivedRange(0)).toBeNull();
    expect(receivedRange(500)).toBe('bytes=0-499');
  });
});
