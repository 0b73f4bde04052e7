import { act, fireEvent, screen } from '@testing-library/react';
import { DEMO_ACCOUNTS } from '@fiji/contracts';
import { useSessionStore, useToastStore } from '@fiji/platform';
import { jsonResponse, renderAt, resetStores, routeFetch, sessionUser } from '../../../../test/render';
import DemoLoginPage from './demo-login-page';

beforeEach(resetStores);

const routes = [
  { path: '/demo-login', element: <DemoLoginPage /> },
  { path: '/', element: <p>home</p> },
];

describe('Demo Access Portal', () => {
  it('lists the five accounts; clicking one fills Username and Password', async () => {
    routeFetch({ '/api/auth/demo-accounts': DEMO_ACCOUNTS });
    await act(async () => void renderAt('/demo-login', routes));
    expect(screen.getByRole('heading', { name: 'Demo Access Portal' })).toBeTruthy();
    const cards = await screen.findAllByRole('button', { pressed: false });
    expect(cards).toHaveLength(5);
    fireEvent.click(screen.getByText(DEMO_ACCOUNTS[2]!.label));
    expect((screen.getByLabelText(/^Username/) as HTMLInputElement).value).toBe('recruiter.paid@demo.fj');
    expect((screen.getByLabelText(/^Password/) as HTMLInputElement).value).toBe('Bula2024!');
  });

  it('requires both fields', async () => {
    const fetch = routeFetch({ '/api/auth/demo-accounts': [] });
    await act(async () => void renderAt('/demo-login', routes));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
    expect(screen.getByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch.mock.calls.some(([u]) => u === '/api/auth/demo-login')).toBe(false);
  });

  it('success: "Welcome!" toast with the name, then /', async () => {
    routeFetch({ '/api/auth/demo-accounts': DEMO_ACCOUNTS, 'POST /api/auth/demo-login': { user: sessionUser({ firstName: 'Jone', lastName: 'Rabuka' }) } });
    const { router } = renderAt('/demo-login', routes);
    await screen.findAllByRole('button', { pressed: false });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'player.paid@demo.fj' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Bula2024!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ title: 'Welcome!', description: 'Logged in as Jone Rabuka' });
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('failure: "Login Failed" toast and stays', async () => {
    routeFetch({
      '/api/auth/demo-accounts': [],
      'POST /api/auth/login': () => jsonResponse(401, { statusCode: 401, message: 'Invalid credentials' }),
    });
    const { router } = renderAt('/demo-login', routes);
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'x@demo.fj' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'nope' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
    expect(useToastStore.getState().toasts[0]).toMatchObject({
      title: 'Login Failed',
      description: 'Please check your credentials and try again.',
      variant: 'destructive',
    });
    expect(router.state.location.pathname).toBe('/demo-login');
  });

  it('an account not on the portal list signs in through the ordinary login (the demo login takes only the listed ones)', async () => {
    const fetch = routeFetch({
      '/api/auth/demo-accounts': DEMO_ACCOUNTS,
      'POST /api/auth/login': { user: sessionUser({ firstName: 'Mere', lastName: 'Vuniwaqa' }) },
    });
    const { router } = renderAt('/demo-login', routes);
    await screen.findAllByRole('button', { pressed: false });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'admin@demo.fj' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'Bula2024!' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Login' })));
    const login = fetch.mock.calls.find(([u]) => u === '/api/auth/login');
    expect(JSON.parse(String((login![1] as RequestInit).body))).toEqual({ email: 'admin@demo.fj', password: 'Bula2024!' });
    expect(fetch.mock.calls.some(([u]) => u === '/api/auth/demo-login')).toBe(false);
    expect(router.state.location.pathname).toBe('/');
  });
});
