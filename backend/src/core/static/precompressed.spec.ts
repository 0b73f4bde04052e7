import { pickEncoding } from './precompressed';

describe('pickEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    [undefined, undefined],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)?.name).toBe(expected);
  });
});
