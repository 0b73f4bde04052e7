import { act, fireEvent, screen } from '@testing-library/react';
import { jsonResponse, renderAt, resetStores, routeFetch, sessionUser } from '../../../../test/render';
import SignUpPage from './signup-page';

beforeEach(resetStores);

const routes = [
  { path: '/signup', element: <SignUpPage /> },
  { path: '/', element: <p>home</p> },
];

const yearsAgo = (n: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - n);
  return d.toISOString().slice(0, 10);
};

function fill(dob: string) {
  fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Sami' } });
  fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: 'Tora' } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: 'sami@example.fj' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Kaivata2026!' } });
  fireEvent.change(screen.getByLabelText(/^Role/), { target: { value: 'player' } });
  fireEvent.change(screen.getByLabelText(/Date of birth/), { target: { value: dob } });
}

describe('Sign up', () => {
  it('offers every role but admin, recruiter labelled Local Club/Provincial Union', () => {
    routeFetch({});
    renderAt('/signup', routes);
    const options = Array.from((screen.getByLabelText(/^Role/) as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toContain('Local Club/Provincial Union');
    expect(options).not.toContain('Admin');
  });

  it('under 18 asks for a guardian email and consent', async () => {
    const fetch = routeFetch({});
    renderAt('/signup', routes);
    fill(yearsAgo(17));
    expect(screen.getByLabelText(/Guardian email/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(screen.getByText('A guardian email is required for users under 18')).toBeTruthy();
    expect(screen.getByText('Guardian consent is required for users under 18.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('under 16 is refused with the reason', async () => {
    routeFetch({});
    renderAt('/signup', routes);
    fill(yearsAgo(15));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(screen.getByText('You must be at least 16 years old to create an account')).toBeTruthy();
  });

  it("shows the server's message when it refuses", async () => {
    routeFetch({
      'POST /api/auth/signup': () =>
        jsonResponse(409, { statusCode: 409, message: 'An account with this email already exists', errors: { email: 'An account with this email already exists' } }),
    });
    const { router } = renderAt('/signup', routes);
    fill(yearsAgo(20));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    expect(screen.getAllByText('An account with this email already exists').length).toBeGreaterThan(0);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('an adult signs up and lands on /', async () => {
    const fetch = routeFetch({ 'POST /api/auth/signup': { user: sessionUser({ firstName: 'Sami' }) } });
    const { router } = renderAt('/signup', routes);
    fill(yearsAgo(20));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Account' })));
    const body = JSON.parse(fetch.mock.calls[0][1].body);
    expect(body).toMatchObject({ firstName: 'Sami', role: 'player', email: 'sami@example.fj' });
    expect(body.guardianEmail).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
  });
});
