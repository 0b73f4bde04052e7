/**
 * Video for slow links (docs/video.md) in a real browser: a clip uploaded from a phone (360 px) is
 * transcoded to the HLS ladder, and over an emulated 300 ms / 1.6 Mbps link the viewer shows its size
 * in MB before anything loads, then plays the 234p rendition (Data saver: on by default on a phone,
 * switched on with the keyboard on a laptop and remembered), fetching no higher rendition's segments,
 * and the video really advances.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { DEMO, expectOk, ownPlayerId, signIn, signUpPlayerWithProfile } from './support/accounts';
import { auditDialog } from './support/axe';
import { mp4Bytes } from './support/media';
import { siteUrl } from './support/run-state';
import { useSuiteBrowser, WIDTHS, type Viewport } from './support/suite';
import { expectToast, until } from './support/ui';

const base = siteUrl();
const suite = useSuiteBrowser();

type Highlight = {
  id: string;
  title: string;
  status: string;
  contentType: string;
  media: { playableBytes: number | null };
  adaptive: { renditions: Array<{ name: string; bytes: number }> } | null;
};
/** As the viewer writes a size (formatVideoSize): MB with one decimal. */
const mb = (bytes: number) => `${Math.max(0.1, Math.round((bytes / 1024 / 1024) * 10) / 10).toFixed(1)} MB`;

/** The upload page as a phone user uses it: choose the clip, upload, name it, submit. */
async function uploadOnPage(page: Page, title: string): Promise<void> {
  await page.goto(`${base}/upload`);
  await page.getByRole('heading', { name: 'Upload Highlight' }).waitFor();
  await page.getByLabel('Choose File').setInputFiles({ name: 'line-break.mp4', mimeType: 'video/mp4', buffer: await mp4Bytes() });
  await page.getByRole('button', { name: 'Upload File' }).click();
  await expectToast(page, 'Upload Complete');
  await page.getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Submit Highlight' }).click();
  await expectToast(page, 'Highlight uploaded successfully!');
}

/** The same through the API (the laptop run: the phone run covers the page). */
async function uploadByApi(api: APIRequestContext, title: string): Promise<void> {
  const target = await expectOk<{ uploadURL: string; objectPath: string }>(await api.post(`${base}/api/objects/upload`), 'upload URL');
  await expectOk(await api.put(`${base}${target.uploadURL}`, { headers: { 'content-type': 'video/mp4' }, data: await mp4Bytes() }), 'upload');
  await expectOk(await api.post(`${base}/api/highlights`, { data: { title, contentType: 'video', filePath: target.objectPath, privacy: 'public', tags: [] } }), 'create');
}

async function waitForLadder(api: APIRequestContext, playerId: string, title: string): Promise<Highlight> {
  let found: Highlight | undefined;
  await until(
    async () => {
      // A reused keep-alive connection the server has just closed can reset a poll: the next one asks again.
      const res = await api.get(`${base}/api/highlights/player/${playerId}`).catch(() => null);
      if (!res) return undefined;
      found = (await expectOk<Highlight[]>(res, 'highlights')).find((h) => h.title === title);
      return found?.status;
    },
    'ready',
    { timeout: 40_000, interval: 500 },
  );
  return found!;
}

describe.each(WIDTHS)('a highlight video on a slow link at %s', (_label, viewport: Viewport) => {
  test('shows its size, then plays at 234p fetching only 234p segments', async () => {
    const page = await suite.newPage(viewport);
    const player = await signUpPlayerWithProfile(page.context().request, 'Kitione');
    const title = `Line break ${viewport.width}`;
    if (viewport.width < 640) await uploadOnPage(page, title);
    else await uploadByApi(page.context().request, title);
    const highlight = await waitForLadder(page.context().request, player.playerId, title);
    expect(highlight.adaptive!.renditions.map((r) => r.name)).toEqual(['234p', '360p']); // a 320x240 clip: no 540p
    const size = `${mb(highlight.adaptive!.renditions[0].bytes)} at 234p`;

    const media: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/api/highlights/${highlight.id}/`)) media.push(new URL(r.url()).pathname.split(`/${highlight.id}/`)[1]);
    });
    await page.goto(`${base}/player/me`);
    await page.getByTestId('highlight-tile').getByRole('button', { name: `Play ${title}` }).click();
    const viewer = page.getByTestId('media-viewer');
    await viewer.waitFor();
    const saver = viewer.getByRole('switch', { name: 'Data saver' });
    if (viewport.width < 640) {
      expect(await saver.getAttribute('aria-checked')).toBe('true'); // on by default on a phone
    } else {
      expect(await saver.getAttribute('aria-checked')).toBe('false');
      await saver.focus();
      await page.keyboard.press('Space');
      await until(() => saver.getAttribute('aria-checked'), 'true');
      expect(await page.evaluate(() => window.localStorage.getItem('fiji.dataSaver'))).toBe('on');
    }
    // The size at the chosen quality, before anything of the video loads.
    expect(await viewer.getByTestId('media-viewer-size').textContent()).toBe(size);
    const play = viewer.getByRole('button', { name: `Play video, ${size}` });
    await play.waitFor();
    await auditDialog(page, viewer, `video viewer at ${viewport.width} px`);
    expect(media.filter((p) => p !== 'media/poster')).toEqual([]);

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    // 1.6 Mbit/s down, 750 kbit/s up, 300 ms latency: a busy 3G/4G link.
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 300, downloadThroughput: 200_000, uploadThroughput: 93_750 });
    await play.click();
    const video = viewer.locator('video');
    await until(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), (t) => t > 0, { timeout: 25_000, interval: 200 });

    expect(media).toContain('hls/master.m3u8');
    expect(media).toContain('hls/234p/index.m3u8');
    expect(media).toContain('hls/234p/init.mp4');
    expect(media).toContain('hls/234p/seg_000.m4s');
    expect(media.filter((p) => /^hls\/(360p|540p)\//.test(p))).toEqual([]);
    expect(media).not.toContain('media/playable'); // HLS, not the MP4 fallback
    expect(await video.evaluate((v: HTMLVideoElement) => v.videoHeight)).toBe(234);
  });
});

test('a seeded video without HLS shows its MP4’s size before play and, under Data saver, that it has one quality', async () => {
  const page = await suite.newPage(WIDTHS[0][1]); // a phone: Data saver on by default
  const api = page.context().request;
  await signIn(api, DEMO.playerPaid);
  const list = await expectOk<Highlight[]>(await api.get(`${base}/api/highlights/player/${await ownPlayerId(api)}`), 'highlights');
  const seeded = list.find((h) => h.contentType === 'video' && h.status === 'ready' && !h.adaptive && h.media.playableBytes);
  expect(seeded).toBeDefined();
  const size = mb(seeded!.media.playableBytes!);
  const media: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes(`/api/highlights/${seeded!.id}/`)) media.push(new URL(r.url()).pathname.split(`/${seeded!.id}/`)[1]);
  });
  await page.goto(`${base}/player/me`);
  await page.getByTestId('highlight-tile').getByRole('button', { name: `Play ${seeded!.title}` }).first().click();
  const viewer = page.getByTestId('media-viewer');
  await viewer.waitFor();
  expect(await viewer.getByTestId('media-viewer-size').textContent()).toBe(size);
  expect(await viewer.getByTestId('media-viewer-one-quality').textContent()).toBe('Data saver: this video has only one quality.');
  const play = viewer.getByRole('button', { name: `Play video, ${size}` });
  await play.waitFor();
  expect(media.filter((p) => p !== 'media/poster')).toEqual([]); // nothing of the video before Play
  await play.click();
  const video = viewer.locator('video');
  await until(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), (t) => t > 0, { timeout: 25_000, interval: 200 });
  expect(media).toContain('media/playable');
});
