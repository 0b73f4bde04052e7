import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { highlight } from '../../../../test/fixtures';
import { viewerMediaOf } from './highlights-card';
import { MediaViewer, type ViewerMedia } from './media-viewer';

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

const video = viewerMediaOf(highlight())!;
const image: ViewerMedia = { kind: 'image', src: '/img/512.webp', title: 'Lineout catch' };

async function openViewer(media: ViewerMedia) {
  render(<Harness media={media} />);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Open' })));
  return screen.getByTestId('media-viewer');
}

const scrollLocked = () => document.body.hasAttribute('data-scroll-locked');

describe('image lightbox and video viewer', () => {
  it('plays the 360p file with its poster and loads nothing before play', async () => {
    const viewer = await openViewer(video);
    const el = viewer.querySelector('video')!;
    expect(el.getAttribute('src')).toBe('/api/highlights/33333333-3333-4333-8333-333333333333/media/playable');
    expect(el.getAttribute('poster')).toBe('/api/highlights/33333333-3333-4333-8333-333333333333/media/poster');
    expect(el.getAttribute('preload')).toBe('none');
    expect(screen.getByRole('dialog', { name: 'Try vs Marist' })).toBeTruthy();
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
    expect(viewerMediaOf(highlight({ status: 'processing', media: { original: '/o', playable: null, poster: null } }))).toBeNull();
  });
});
