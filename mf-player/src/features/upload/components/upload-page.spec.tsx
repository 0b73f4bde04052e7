import { act, fireEvent, screen, within } from '@testing-library/react';
import { resetUnauthorizedForTests } from '@fiji/platform';
import { ownProfile } from '../../../../test/fixtures';
import { FakeXhr } from '../../../../test/fake-xhr';
import { callsTo, jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn, toasts } from '../../../../test/render';
import UploadPage from './upload-page';

const UPLOAD_ID = '55555555-5555-4555-8555-555555555555';
const UPLOAD_URL = `/api/objects/uploads/${UPLOAD_ID}?token=abc`;
const OBJECT_PATH = `/objects/uploads/${UPLOAD_ID}`;
const MB = 1024 * 1024;

/** A File whose size is claimed, not allocated (a 2 GB Blob does not fit in a test). */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File([new Uint8Array(Math.min(size, 16))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

async function open(me: unknown = ownProfile(), extra: Record<string, unknown> = {}, user = sessionUser()) {
  signIn(user);
  FakeXhr.install();
  const fetch = routeFetch({
    '/api/players/me': me,
    'POST /api/objects/upload': { uploadURL: UPLOAD_URL, objectPath: OBJECT_PATH, expiresAt: '2030-01-01T00:00:00Z', maxBytes: 2 * 1024 * MB },
    ...extra,
  });
  const view = await act(async () =>
    renderAt('/upload', [
      { path: '/upload', element: <UploadPage /> },
      { path: '/player/me', element: <p>My profile page</p> },
      { path: '/player/onboarding', element: <p>Onboarding page</p> },
      { path: '/billing/checkout/:id', element: <p>Demo checkout page</p> },
    ]),
  );
  await screen.findByRole('heading', { level: 1 });
  return { fetch, ...view };
}

const choose = (file: File) =>
  act(async () => fireEvent.change(screen.getByLabelText('Choose File'), { target: { files: [file] } }));
const click = (name: string | RegExp) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeEach(resetStores);
afterEach(resetUnauthorizedForTests);

describe('/upload', () => {
  it('without a profile: "Player Profile Required" with a button to /player/onboarding', async () => {
    await open(() => jsonResponse(404, { statusCode: 404, message: 'Player Not Found' }));
    expect(screen.getByRole('heading', { name: 'Player Profile Required' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Player Profile' }).getAttribute('href')).toBe('/player/onboarding');
  });

  it('refuses a file that is not a video or image: "Invalid File Type"', async () => {
    await open();
    await choose(fakeFile('notes.txt', 'text/plain', 1000));
    expect(toasts()[0]).toMatchObject({ title: 'Invalid File Type', description: 'Please upload a video file (MP4, MOV, AVI).' });
    expect(screen.getByRole('alert').textContent).toContain('Please upload a video file (MP4, MOV, AVI).');
    expect(screen.queryByTestId('upload-selected-file')).toBeNull();
  });

  it('refuses a video over the limit: "File Too Large" with the limit from LIMITS in MB', async () => {
    await open();
    await choose(fakeFile('match.mp4', 'video/mp4', 2 * 1024 * MB + 1));
    expect(toasts()[0]).toMatchObject({ title: 'File Too Large', description: 'File size must be less than 2048MB.' });
  });

  it('shows the size before uploading, and the large-upload warning only above 100 MB', async () => {
    await open();
    await choose(fakeFile('small.mp4', 'video/mp4', 50 * MB));
    expect(screen.getByTestId('upload-file-size').textContent).toBe('50.0 MB');
    expect(screen.queryByText('Large upload in progress. Please keep this tab open.')).toBeNull();
    expect(FakeXhr.instances).toHaveLength(0);
    await click('Remove File');
    await choose(fakeFile('final.mov', 'video/quicktime', 150 * MB));
    expect(screen.getByTestId('upload-file-size').textContent).toBe('150.0 MB');
    expect(screen.getByText('Large upload in progress. Please keep this tab open.')).toBeTruthy();
  });

  it('uploads with real progress, then "Upload Complete", then submits the highlight and goes to /player/me', async () => {
    const { fetch, router } = await open(ownProfile(), { 'POST /api/highlights': { id: 'h1' } });
    const file = fakeFile('try.mp4', 'video/mp4', 4 * MB);
    await choose(file);
    const submit = screen.getByRole('button', { name: 'Submit Highlight' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await click('Upload File');
    const xhr = FakeXhr.last();
    expect(xhr).toMatchObject({ method: 'PUT', url: UPLOAD_URL, headers: { 'Content-Type': 'video/mp4' } });
    expect(xhr.body).toBe(file);
    await act(async () => xhr.progress(1 * MB));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('upload-progress-percent').textContent).toBe('25%');
    expect(screen.getByTestId('upload-progress-bytes').textContent).toBe('1.0 MB of 4.0 MB');
    await act(async () => xhr.respond(200, { objectPath: OBJECT_PATH, size: 4 * MB, contentType: 'video/mp4', kind: 'video' }));
    expect(toasts()[0]).toMatchObject({ title: 'Upload Complete' });
    expect(submit.disabled).toBe(false);

    await click('Submit Highlight');
    expect(screen.getByText('Title is required')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/highlights')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Try vs Marist' } });
    fireEvent.change(screen.getByLabelText('Opponent'), { target: { value: 'Marist' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Line Break' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Try' }));
    fireEvent.click(screen.getByRole('radio', { name: /Private/ }));
    await click('Submit Highlight');
    expect(callsTo(fetch, 'POST', '/api/highlights')).toEqual([
      { title: 'Try vs Marist', contentType: 'video', filePath: OBJECT_PATH, privacy: 'private', tags: ['Try', 'Line Break'], opponent: 'Marist' },
    ]);
    expect(toasts()[0]).toMatchObject({ title: 'Success', description: 'Highlight uploaded successfully!' });
    expect(router.state.location.pathname).toBe('/player/me');
  });

  it('a dropped connection resumes from the server offset with a Content-Range PUT', async () => {
    jest.useFakeTimers();
    try {
      await open(ownProfile(), { [`HEAD ${UPLOAD_URL}`]: () => headAnswer({ 'Upload-Offset': '1048576', 'Upload-Status': 'pending' }) });
      await choose(fakeFile('try.mp4', 'video/mp4', 4 * MB));
      await click('Upload File');
      await act(async () => {
        FakeXhr.last().progress(1 * MB);
        FakeXhr.last().fail();
      });
      expect(screen.getByText('Connection lost. Resuming...')).toBeTruthy();
      await act(async () => {
        await jest.advanceTimersByTimeAsync(1000);
      });
      const resumed = FakeXhr.last();
      expect(FakeXhr.instances).toHaveLength(2);
      expect(resumed.headers['Content-Range']).toBe(`bytes ${MB}-${4 * MB - 1}/${4 * MB}`);
      await act(async () => resumed.respond(200, { objectPath: OBJECT_PATH, kind: 'video' }));
      expect(toasts()[0]).toMatchObject({ title: 'Upload Complete' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('a refused upload shows the server message under the spec title (413)', async () => {
    await open();
    await choose(fakeFile('try.mp4', 'video/mp4', 4 * MB));
    await click('Upload File');
    await act(async () => FakeXhr.last().respond(413, { statusCode: 413, message: 'File size must be less than 2048MB.' }));
    expect(toasts()[0]).toMatchObject({ title: 'File Too Large', description: 'File size must be less than 2048MB.', variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it('a network failure when starting: "Network Error"', async () => {
    await open(ownProfile(), {
      'POST /api/objects/upload': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await choose(fakeFile('try.mp4', 'video/mp4', 4 * MB));
    await click('Upload File');
    expect(toasts()[0]).toMatchObject({ title: 'Network Error', description: 'Unable to connect to server.' });
  });

  describe('the plan\'s media limit (403 MEDIA_LIMIT_REACHED) offers an extra upload', () => {
    const limit = (code: string) => () =>
      jsonResponse(403, { statusCode: 403, code, message: 'Your Free plan allows up to 3 highlights and photos.' });
    const refusedAtStart = async (code = 'MEDIA_LIMIT_REACHED', user = sessionUser()) => {
      const view = await open(ownProfile(), { 'POST /api/objects/upload': limit(code), 'POST /api/billing/checkout': { checkoutId: 'c1', url: '/billing/checkout/c1' }, 'POST /api/billing/guardian-link': { message: 'sent' } }, user);
      await choose(fakeFile('try.mp4', 'video/mp4', 4 * MB));
      await click('Upload File');
      return view;
    };

    it('an adult: the upgrade prompt opens, and "Buy an extra upload" ($3.00) starts the extra_upload checkout back to /upload', async () => {
      const { fetch } = await refusedAtStart();
      expect(toasts()[0]).toMatchObject({ title: 'Upload Limit Reached' });
      const dialog = screen.getByTestId('upgrade-dialog');
      await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Maybe Later' })));
      const offer = screen.getByTestId('addon-offer-extra_upload');
      expect(within(offer).getByTestId('addon-price').textContent).toBe('$3.00 · +1 upload');
      await act(async () => fireEvent.click(within(offer).getByRole('button', { name: 'Buy an extra upload' })));
      expect(await screen.findByText('Demo checkout page')).toBeTruthy();
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toEqual([{ addon: 'extra_upload', returnTo: '/upload' }]);
    });

    it('the same words under another code offer nothing', async () => {
      await refusedAtStart('FORBIDDEN');
      expect(screen.queryByTestId('addon-offer-extra_upload')).toBeNull();
      expect(screen.queryByTestId('upgrade-dialog')).toBeNull();
    });

    it('refused when the highlight is submitted: the offer too', async () => {
      await open(ownProfile(), { 'POST /api/highlights': limit('MEDIA_LIMIT_REACHED') });
      await choose(fakeFile('try.mp4', 'video/mp4', MB));
      await click('Upload File');
      await act(async () => FakeXhr.last().respond(200, { objectPath: OBJECT_PATH, kind: 'video' }));
      fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Tackle' } });
      await click('Submit Highlight');
      expect(screen.getByTestId('addon-offer-extra_upload')).toBeTruthy();
    });

    it('under 18: no extra upload is offered; the upgrade prompt asks the guardian for Player Pro', async () => {
      const { fetch } = await refusedAtStart('MEDIA_LIMIT_REACHED', sessionUser({ isMinor: true, dob: '2009-06-01' }));
      expect(screen.queryByTestId('addon-offer-extra_upload')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Buy an extra upload' })).toBeNull();
      await act(async () => fireEvent.click(within(screen.getByTestId('upgrade-dialog')).getByRole('button', { name: 'Ask my guardian' })));
      expect(callsTo(fetch, 'POST', '/api/billing/guardian-link')).toHaveLength(1);
      expect(callsTo(fetch, 'POST', '/api/billing/checkout')).toHaveLength(0);
    });
  });

  it('under 18: the guardian block shows the contact email and the consent is required before submitting', async () => {
    const { fetch } = await open(ownProfile({ isMinor: true, contactEmail: 'family@example.fj' }), { 'POST /api/highlights': { id: 'h1' } });
    const block = screen.getByTestId('highlight-guardian-consent');
    expect(within(block).getByText('Guardian Consent Required')).toBeTruthy();
    expect(within(block).getByText('family@example.fj')).toBeTruthy();
    await choose(fakeFile('try.mp4', 'video/mp4', MB));
    await click('Upload File');
    await act(async () => FakeXhr.last().respond(200, { objectPath: OBJECT_PATH, kind: 'video' }));
    fireEvent.change(screen.getByLabelText(/Title/), { target: { value: 'Tackle' } });
    await click('Submit Highlight');
    expect(toasts()[0]).toMatchObject({ title: 'Guardian Consent Required', description: 'Guardian consent is required for users under 18.' });
    expect(callsTo(fetch, 'POST', '/api/highlights')).toHaveLength(0);
    fireEvent.click(within(block).getByRole('checkbox'));
    await click('Submit Highlight');
    expect(callsTo(fetch, 'POST', '/api/highlights')[0]).toMatchObject({ guardianConsent: true, filePath: OBJECT_PATH });
  });
});

function headAnswer(headers: Record<string, string>): Response {
  return { ok: true, status: 200, statusText: '', headers: { get: (n: string) => headers[n] ?? null }, text: async () => '' } as unknown as Response;
}
