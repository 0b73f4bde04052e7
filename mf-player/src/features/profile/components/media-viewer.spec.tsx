import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import type { HighlightAdaptiveVideo } from '@fiji/contracts';
import { highlight } from '../../../../test/fixtures';
import { DATA_SAVER_KEY, formatVideoSize } from '../lib/data-saver';
import { viewerMediaOf } from './highlights-card';
import { MediaViewer, type ViewerMedia } from './media-viewer';

/** A stand-in for hls.js: records what the viewer asks of it. Loaded flag: the module was imported. */
const hlsState = { loaded: false, instances: [] as FakeHls[] };
class FakeHls {
  static Events = { MANIFEST_PARSED: 'hlsManifestParsed', ERROR: 'hlsError' };
  static isSupported = () => true;
  levels = [{ url: ['/api/highlights/h/hls/234p/index.m3u8'] }, { url: ['/api/highlights/h/hls/360p/index.m3u8'] }, { url: ['/api/highlights/h/hls/540p/index.m3u8'] }];
  currentLevel = -1;
  autoLevelCapping = -1;
  source: string | null = null;
  media: HTMLMediaElement | null = null;
  handlers: Record<string, (event: string, data: unknown) => void> = {};
  constructor(readonly config: { startLevel?: number }) {
    hlsState.instances.push(this);
  }
  loadSource(url: string) {
    this.source = url;
  }
  attachMedia(media: HTMLMediaElement) {
    this.media = media;
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers[event] = handler;
  }
  destroy() {}
}
jest.mock('hls.js/light', () => {
  hlsState.loaded = true;
  return { __esModule: true, default: FakeHls };
});

function Harness({ media }: { media: ViewerMedia }) {
  const [open, setOpen] = useState<ViewerMedia | null>(null);
  return (
    <>
      <button type="button" onClick={() => setOpen(media)}>
        Open
      </button>
      <MediaViewer media={open} onClose={() => setOpen(null)} />
    </>
  );
}

const ID = '33333333-3333-4333-8333-333333333333';
const adaptive: HighlightAdaptiveVideo = {
  master: `/api/highlights/${ID}/hls/master.m3u8`,
  renditions: [
    { name: '234p', height: 234, bitrateKbps: 190, bytes: 1_887_437 }, // 1.8 MB
    { name: '360p', height: 360, bitrateKbps: 560, bytes: 5_400_000 },
    { name: '540p', height: 540, bitrateKbps: 1290, bytes: 12_900_000 },
  ],
};
const video = viewerMediaOf(highlight())!;
const hlsVideo = viewerMediaOf(highlight({ adaptive }))!;
const image: ViewerMedia = { kind: 'image', src: '/img/512.webp', title: 'Lineout catch' };

/** A phone (coarse pointer) or a laptop, as matchMedia answers. */
function device(phone: boolean) {
  window.matchMedia = ((query: string) => ({ matches: phone, media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}
let played: HTMLMediaElement[] = [];

beforeEach(() => {
  window.localStorage.clear();
  hlsState.instances = [];
  played = [];
  device(false);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
    played.push(this);
    return Promise.resolve();
  });
  jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockReturnValue('');
  delete (window as { MediaSource?: unknown }).MediaSource;
});
afterEach(() => jest.restoreAllMocks());

async function openViewer(media: ViewerMedia) {
  render(<Harness media={media} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
  return screen.getByTestId('media-viewer');
}
const play = () => act(async () => fireEvent.click(screen.getByTestId('media-viewer-play')));

const scrollLocked = () => document.body.hasAttribute('data-scroll-locked');

describe('image lightbox and video viewer', () => {
  it('shows the poster and loads nothing before play, then plays the 360p file where there is no HLS', async () => {
    const viewer = await openViewer(video);
    const el = viewer.querySelector('video')!;
    expect(el.getAttribute('src')).toBeNull();
    expect(el.getAttribute('poster')).toBe(`/api/highlights/${ID}/media/poster`);
    expect(el.getAttribute('preload')).toBe('none');
    expect(screen.getByRole('dialog', { name: 'Try vs Marist' })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Data saver' })).toBeNull(); // nothing to choose without HLS
    // Its size before play, in the same format as the HLS sizes, and in the Play button's name.
    expect(screen.getByTestId('media-viewer-size').textContent).toBe('1.9 MB');
    expect(screen.getByRole('button', { name: 'Play video, 1.9 MB' })).toBeTruthy();
    expect(screen.queryByTestId('media-viewer-one-quality')).toBeNull(); // data saver is off on a laptop
    await play();
    expect(el.getAttribute('src')).toBe(`/api/highlights/${ID}/media/playable`);
    expect(played).toEqual([el]);
    expect(el.hasAttribute('controls')).toBe(true);
  });

  it('on a phone without HLS: says the video has only one quality, and what it costs', async () => {
    device(true);
    await openViewer(video);
    expect(screen.getByTestId('media-viewer-one-quality').textContent).toBe('Data saver: this video has only one quality.');
    expect(screen.getByRole('button', { name: 'Play video, 1.9 MB' })).toBeTruthy();
    expect(screen.queryByText(/plays 234p only/)).toBeNull(); // no promise it cannot keep
    expect(screen.getByTestId('media-viewer-video').getAttribute('preload')).toBe('none');
  });

  it('a video whose size is unknown says nothing about it', async () => {
    await openViewer(viewerMediaOf(highlight({ media: { ...highlight().media, playableBytes: null } }))!);
    expect(screen.queryByTestId('media-viewer-size')).toBeNull();
    expect(screen.getByRole('button', { name: 'Play video' })).toBeTruthy();
  });

  it('on a phone: data saver is on, the size at 234p shows before play, and hls.js is not loaded until play', async () => {
    device(true);
    await openViewer(hlsVideo);
    expect(screen.getByRole('switch', { name: 'Data saver' }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByTestId('media-viewer-size').textContent).toBe('1.8 MB at 234p');
    expect(screen.getByRole('button', { name: 'Play video, 1.8 MB at 234p' })).toBeTruthy();
    expect((screen.getByLabelText('Quality') as HTMLSelectElement).disabled).toBe(true);
    expect(hlsState.loaded).toBe(false);
    expect(screen.getByTestId('media-viewer-video').getAttribute('preload')).toBe('none');

    (window as { MediaSource?: unknown }).MediaSource = function MediaSource() {};
    await play();
    await waitFor(() => expect(hlsState.instances).toHaveLength(1));
    const hls = hlsState.instances[0];
    expect(hlsState.loaded).toBe(true);
    expect(hls.config.startLevel).toBe(0); // the lowest first
    expect(hls.source).toBe(adaptive.master);
    expect(hls.media).toBe(screen.getByTestId('media-viewer-video'));
    act(() => hls.handlers.hlsManifestParsed('hlsManifestParsed', {}));
    expect(hls.currentLevel).toBe(0); // capped at 234p
  });

  it('on a laptop: data saver is off (auto from the lowest), and switching it on is remembered', async () => {
    await openViewer(hlsVideo);
    const saver = screen.getByRole('switch', { name: 'Data saver' });
    expect(saver.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByTestId('media-viewer-size').textContent).toBe('Up to 12.3 MB (auto quality)');
    fireEvent.change(screen.getByLabelText('Quality'), { target: { value: '360p' } });
    expect(screen.getByTestId('media-viewer-size').textContent).toBe('5.1 MB at 360p');
    await act(async () => fireEvent.click(saver));
    expect(saver.getAttribute('aria-checked')).toBe('true');
    expect(window.localStorage.getItem(DATA_SAVER_KEY)).toBe('on');
    expect(screen.getByTestId('media-viewer-size').textContent).toBe('1.8 MB at 234p');
  });

  it('plays HLS natively where the browser can (Safari), the 234p playlist under data saver', async () => {
    window.localStorage.setItem(DATA_SAVER_KEY, 'on');
    jest.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'application/vnd.apple.mpegurl' ? 'maybe' : ''));
    const viewer = await openViewer(hlsVideo);
    await play();
    expect(viewer.querySelector('video')!.getAttribute('src')).toBe(`/api/highlights/${ID}/hls/234p/index.m3u8`);
    expect(hlsState.instances).toHaveLength(0);
  });

  it('writes sizes in MB with one decimal', () => {
    expect(formatVideoSize(1_887_437)).toBe('1.8 MB');
    expect(formatVideoSize(20_000)).toBe('0.1 MB');
    expect(formatVideoSize(150 * 1024 * 1024)).toBe('150.0 MB');
  });

  it('locks page scroll while open and closes on Escape', async () => {
    await openViewer(video);
    expect(scrollLocked()).toBe(true);
    await act(async () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' }));
    await waitFor(() => expect(screen.queryByTestId('media-viewer')).toBeNull());
    expect(scrollLocked()).toBe(false);
  });

  it('closes on a click outside the media, not on the media itself', async () => {
    const viewer = await openViewer(image);
    // Radix listens for outside pointer-downs from the next tick on.
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    await act(async () => fireEvent.pointerDown(viewer.querySelector('img')!));
    expect(screen.getByTestId('media-viewer')).toBeTruthy();
    await act(async () => fireEvent.pointerDown(screen.getByTestId('media-viewer-overlay')));
    await waitFor(() => expect(screen.queryByTestId('media-viewer')).toBeNull());
  });

  it('a video still processing has nothing to play', () => {
    expect(viewerMediaOf(highlight({ status: 'processing', media: { original: '/o', playable: null, poster: null, playableBytes: null } }))).toBeNull();
  });
});
