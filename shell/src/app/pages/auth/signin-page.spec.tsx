import { act, fireEvent, screen } from '@testing-library/react';
import { AUTH_MESSAGES } from '@fiji/contracts';
import { useSessionStore, useToastStore } from '@fiji/platform';
import { jsonResponse, renderAt, resetStores, routeFetch, sessionUser } from '../../../../test/render';
import SignInPage from './signin-page';

beforeEach(resetStores);

const routes = [
  { path: '/signin', element: <SignInPage /> },
  { path: '/', element: <p>home</p> },
];

async function signInWith(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
}

describe('Sign In (/signin)', () => {
  it('requires both fields and calls nothing', async () => {
    const fetch = routeFetch({});
    renderAt('/signin', routes);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign In' })));
    expect(screen.getByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('success: the trimmed email is sent, "Welcome!" toast, then /', async () => {
    const fetch = routeFetch({ 'POST /api/auth/login': { user: sessionUser({ firstName: 'Jone', lastName: 'Rabuka' }) } });
    const { router } = renderAt('/signin', routes);
    await signInWith('  jone@demo.fj ', 'Bula2024!');
    const post = fetch.mock.calls.find(([url]) => url === '/api/auth/login');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ email: 'jone@demo.fj', password: 'Bula2024!' });
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Welcome!', description: 'Logged in as Jone Rabuka' });
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('with ?next= a path of this site, lands there instead (an intent carried through sign-in); another origin is ignored', async () => {
    routeFetch({ 'POST /api/auth/login': { user: sessionUser() } });
    const next = '/pricing?plan=player_pro&interval=year';
    const { router } = renderAt(`/signin?next=${encodeURIComponent(next)}`, [...routes, { path: '/pricing', element: <p>pricing</p> }]);
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(`/signup?next=${encodeURIComponent(next)}`);
    await signInWith('jone@demo.fj', 'Bula2024!');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(next);

    resetStores();
    routeFetch({ 'POST /api/auth/login': { user: sessionUser() } });
    const other = renderAt(`/signin?next=${encodeURIComponent('//evil.example/x')}`, routes);
    await signInWith('jone@demo.fj', 'Bula2024!');
    expect(other.router.state.location.pathname).toBe('/');
  });

  it('wrong credentials: "Login Failed" toast and stays', async () => {
    routeFetch({ 'POST /api/auth/login': () => jsonResponse(401, { statusCode: 401, message: 'Invalid credentials' }) });
    const { router } = renderAt('/signin', routes);
    await signInWith('x@demo.fj', 'nope');
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Login Failed',
      description: 'Please check your credentials and try again.',
      variant: 'destructive',
    });
    expect(router.state.location.pathname).toBe('/signin');
  });

  it("too many attempts (429): the server's message, or the spec's when it sends none", async () => {
    routeFetch({ 'POST /api/auth/login': () => jsonResponse(429, { statusCode: 429, message: 'Slow down' }) });
    renderAt('/signin', routes);
    await signInWith('x@demo.fj', 'nope');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Login Failed', description: 'Slow down', variant: 'destructive' });

    resetStores();
    routeFetch({ 'POST /api/auth/login': () => jsonResponse(429, { statusCode: 429, message: '' }) });
    await signInWith('x@demo.fj', 'nope');
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Login Failed', description: AUTH_MESSAGES.tooManyAttempts });
  });
});
