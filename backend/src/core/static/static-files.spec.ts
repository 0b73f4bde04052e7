import { looksLikeFile } from './static-files';

describe('looksLikeFile', () => {
  it('takes paths with a short extension as files, so a missing asset answers 404, never the page', () => {
    for (const path of ['/main.3f2a1b9c.js', '/favicon.ico', '/manifest.webmanifest', '/remoteEntry.js', '/a/b.PNG']) expect([path, looksLikeFile(path)]).toEqual([path, true]);
  });

  it('takes routes with a dot in a parameter as pages: a guardian link ends with a signed token (body.signature)', () => {
    const token = 'eyJ1IjoiNmZjZmQ5ZDQiLCJlIjoxNzk2MjUwOTgyfQ.VCytsqG38ffERlPwI3ctL5_Y-D6znLKZoBGQlbU1Au4';
    for (const path of [`/billing/guardian/${token}`, '/player/me', '/', '/billing/guardian/thanks']) expect([path, looksLikeFile(path)]).toEqual([path, false]);
  });
});
