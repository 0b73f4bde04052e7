import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { CONTACT_SUBJECTS, SUPPORT, type SessionUser } from '@fiji/contracts';
import { useSessionStore, useToastStore } from '@fiji/platform';
import { MemoryRouter } from 'react-router';
import ContactPage from './contact';

type FakeResponse = { ok: boolean; status: number; statusText: string; text: () => Promise<string> };
const reply = (status: number, body: unknown): FakeResponse => ({
  ok: status >= 200 && status < 300,
  status,
  statusText: status === 201 ? 'Created' : 'Bad Request',
  text: async () => JSON.stringify(body),
});
const fetchMock = jest.fn<Promise<FakeResponse>, [string, RequestInit]>();

const user: SessionUser = {
  id: '6f1c2a9e-1111-4f7a-9c59-0a5b8e2c1d01',
  role: 'recruiter',
  firstName: 'Mere',
  lastName: 'Tuilagi',
  fullName: 'Mere Tuilagi',
  email: 'recruiter.paid@demo.fj',
  profileImageUrl: null,
  phone: null,
  dob: null,
  isMinor: false,
  guardianEmail: null,
  verified: true,
};

const renderPage = () =>
  render(
    <MemoryRouter>
      <ContactPage />
    </MemoryRouter>,
  );

const subjectSelect = () => screen.getByLabelText(/^Subject/) as HTMLSelectElement;
const subjectValues = () => Array.from(subjectSelect().options).map((o) => o.value).filter(Boolean);
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const lastToast = () => useToastStore.getState().toasts[0];

beforeEach(() => {
  fetchMock.mockReset();
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  act(() => {
    useToastStore.getState().remove();
    useSessionStore.getState().setUser(null);
  });
});

describe('Contact page', () => {
  it('shows the static support details and links to the Help Center', () => {
    renderPage();
    expect(screen.getByRole('link', { name: SUPPORT.email }).getAttribute('href')).toBe(`mailto:${SUPPORT.email}`);
    expect(screen.getByText(SUPPORT.phone)).toBeTruthy();
    expect(screen.getByText(SUPPORT.office)).toBeTruthy();
    for (const line of SUPPORT.hours) expect(screen.getByText(line)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Visit Help Center' }).getAttribute('href')).toBe('/help');
  });

  it('offers subjects by role: visitors see all, a player or recruiter only theirs plus the general ones', () => {
    renderPage();
    const all = [...CONTACT_SUBJECTS.general, ...CONTACT_SUBJECTS.player, ...CONTACT_SUBJECTS.recruiter];
    expect(subjectValues().sort()).toEqual([...all].sort());

    fireEvent.change(screen.getByLabelText('I am a'), { target: { value: 'player' } });
    expect(subjectValues()).toEqual([...CONTACT_SUBJECTS.general, ...CONTACT_SUBJECTS.player]);

    fireEvent.change(subjectSelect(), { target: { value: 'Video Upload Issue' } });
    fireEvent.change(screen.getByLabelText('I am a'), { target: { value: 'recruiter' } });
    expect(subjectValues()).toEqual([...CONTACT_SUBJECTS.general, ...CONTACT_SUBJECTS.recruiter]);
    // The player-only subject is no longer offered, so it is cleared.
    expect(subjectSelect().value).toBe('');
  });

  it('validates in the browser with the contracts messages and sends nothing', () => {
    renderPage();
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(screen.getByText('Last name is required')).toBeTruthy();
    expect(screen.getByText('Valid email is required')).toBeTruthy();
    expect(screen.getByText('Subject is required')).toBeTruthy();
    expect(screen.getByText('Message is required')).toBeTruthy();
    const email = screen.getByLabelText(/^Email/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe('Valid email is required');
    expect(document.activeElement).toBe(screen.getByLabelText(/^First name/));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('swaps in a free-text subject for Other and posts it, then clears the form', async () => {
    fetchMock.mockResolvedValue(reply(201, { ok: true }));
    renderPage();
    type(/^First name/, 'Sefa');
    type(/^Last name/, 'Ravouvou');
    type(/^Email/, 'sefa@example.fj');
    fireEvent.change(subjectSelect(), { target: { value: 'Other' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    // "Other" with no text: the error sits under the free-text field.
    const other = screen.getByLabelText(/^Your subject/);
    expect(other.getAttribute('aria-invalid')).toBe('true');
    type(/^Your subject/, 'School partnership');
    type(/^Message/, 'Our school would like squad accounts.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() => expect(lastToast()?.title).toBe("Message sent successfully! We'll get back to you within 24 hours"));
    expect(String(lastToast()?.description)).toContain(SUPPORT.email);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({
      firstName: 'Sefa',
      lastName: 'Ravouvou',
      email: 'sefa@example.fj',
      subject: 'School partnership',
      message: 'Our school would like squad accounts.',
    });
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('');
    expect(subjectSelect().value).toBe('');
  });

  it("shows the server's field errors and the failure toast", async () => {
    fetchMock.mockResolvedValue(
      reply(400, { statusCode: 400, message: ['Message must be less than 5000 characters'], errors: { message: 'Message must be less than 5000 characters' } }),
    );
    renderPage();
    type(/^First name/, 'Sefa');
    type(/^Last name/, 'Ravouvou');
    type(/^Email/, 'sefa@example.fj');
    fireEvent.change(subjectSelect(), { target: { value: 'General Support' } });
    type(/^Message/, 'Hello');
    fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message must be less than 5000 characters')).toBeTruthy();
    expect(lastToast()).toMatchObject({ title: 'Error sending message. Please try again or contact us directly', variant: 'destructive' });
    expect(String(lastToast()?.description)).toContain(SUPPORT.email);
    // The form keeps what was typed.
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Sefa');
  });

  it('prefills a signed-in user and locks the role', () => {
    act(() => useSessionStore.getState().setUser(user));
    renderPage();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('Mere');
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe('recruiter.paid@demo.fj');
    const role = screen.getByLabelText('I am a') as HTMLSelectElement;
    expect(role.value).toBe('recruiter');
    expect(role.disabled).toBe(true);
    expect(subjectValues()).toEqual([...CONTACT_SUBJECTS.general, ...CONTACT_SUBJECTS.recruiter]);
    expect(within(subjectSelect()).queryByText('Profile Help')).toBeNull();
  });
});
