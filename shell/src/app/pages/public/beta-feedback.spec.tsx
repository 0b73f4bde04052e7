import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useSessionStore, useToastStore } from '@fiji/platform';
import { MemoryRouter } from 'react-router';
import BetaFeedbackPage from './beta-feedback';

type FakeResponse = { ok: boolean; status: number; statusText: string; text: () => Promise<string> };
const reply = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: '',
  text: async () => JSON.stringify(body),
});
const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();
const lastToast = () => useToastStore.getState().toasts[0];

const renderPage = () =>
  render(
    <MemoryRouter>
      <BetaFeedbackPage />
    </MemoryRouter>,
  );

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  act(() => {
    useToastStore.getState().remove();
    useSessionStore.getState().setUser(null);
  });
});

describe('Beta feedback page', () => {
  it('starts with every rating at 5 and "would recommend" yes, as named radio groups', () => {
    renderPage();
    for (const name of ['Overall experience', 'Ease of use', 'Feature completeness']) {
      const group = screen.getByRole('radiogroup', { name: new RegExp(`^${name}`) });
      expect((group.querySelector('input[value="5"]') as HTMLInputElement).checked).toBe(true);
    }
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
  });

  it('requires a user type and a valid (or empty) contact email before sending', async () => {
    fetchMock.mockResolvedValue(reply(201, { ok: true }));
    renderPage();
    fireEvent.change(screen.getByLabelText(/^Contact email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.getByText('Please select your user type')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByLabelText(/^I am a/).getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^Contact email/), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText(/^I am a/), { target: { value: 'coach' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    expect(screen.queryByText('Please select your user type')).toBeNull();
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await screen.findByRole('heading', { name: 'Thank you for your feedback!' });
  });

  it('posts the answers, confirms with a toast and shows the thank-you screen', async () => {
    fetchMock.mockResolvedValue(reply(201, { ok: true }));
    renderPage();
    fireEvent.change(screen.getByLabelText(/^I am a/), { target: { value: 'player' } });
    fireEvent.click(screen.getByRole('radiogroup', { name: /^Ease of use/ }).querySelector('input[value="3"]')!);
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.change(screen.getByLabelText('Suggestions'), { target: { value: 'Add a Fijian language option' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your feedback!' })).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: 'Feedback Submitted!', description: 'Thank you for helping us improve the product.' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/beta-feedback');
    expect(JSON.parse(String(init.body))).toEqual({
      userType: 'player',
      overallRating: 5,
      easeOfUse: 3,
      featureCompleteness: 5,
      suggestions: 'Add a Fijian language option',
      wouldRecommend: false,
    });
  });

  it('stays on the form with a failure toast when the server refuses', async () => {
    fetchMock.mockResolvedValue(reply(500, { statusCode: 500, message: 'Internal server error' }));
    renderPage();
    fireEvent.change(screen.getByLabelText(/^I am a/), { target: { value: 'parent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit Feedback' }));
    await waitFor(() => expect(lastToast()?.title).toBe('Submission Failed'));
    expect(lastToast()).toMatchObject({ description: 'Please try again later.', variant: 'destructive' });
    expect(screen.getByRole('button', { name: 'Submit Feedback' })).toBeTruthy();
    expect((screen.getByLabelText(/^I am a/) as HTMLSelectElement).value).toBe('parent');
  });
});
