import { cacheControlFor } from './cache-headers';

describe('cacheControlFor', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.3f9a1c2b7d4e5f60.js', 'public, max-age=31536000, immutable'],
    ['static/js/main.1a2b3c4d.js', 'public, max-age=31536000, immutable'],
    ['static/css/app.deadbeefcafe.css', 'public, max-age=31536000, immutable'],
    ['favicon.ico', 'no-cache'],
    ['features-guide.pdf', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
