import { act, fireEvent, screen } from '@testing-library/react';
import { resetUnauthorizedForTests, useSessionStore, useToastStore } from '@fiji/platform';
import { jsonResponse, renderAt, resetStores, routeFetch, sessionUser, signIn } from '../../../../test/render';
import { ChangePasswordDialog, DeleteAccountDialog, EditAccountDialog } from './account-dialogs';

beforeEach(resetStores);
afterEach(resetUnauthorizedForTests);

const toasts = () => useToastStore.getState().toasts.map(({ title, description, variant }) => ({ title, description, variant }));
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const press = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('Edit Account Details dialog', () => {
  const user = sessionUser({ firstName: 'Mere', lastName: 'Tui', phone: '679 123 4567' });

  it('saves the details (an emptied phone is sent as null), records the user and closes', async () => {
    signIn(user);
    const updated = { ...user, firstName: 'Meredith', phone: null };
    const fetch = routeFetch({ 'PATCH /api/account': { user: updated } });
    const onOpenChange = jest.fn();
    renderAt('/profile', <EditAccountDialog open onOpenChange={onOpenChange} user={user} />);
    expect(screen.getByRole('heading', { name: 'Edit Account Details' })).toBeTruthy();
    type(/^First name/, 'Meredith');
    type(/^Phone/, '  ');
    await press('Save Changes');
    const patch = fetch.mock.calls.find(([url, init]) => url === '/api/account' && init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ firstName: 'Meredith', lastName: 'Tui', email: user.email, phone: null });
    expect(useSessionStore.getState().user?.firstName).toBe('Meredith');
    expect(toasts()).toEqual([{ title: 'Account updated', description: 'Your account details were saved.', variant: 'default' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('shows the DTO messages on the fields and calls nothing', async () => {
    const fetch = routeFetch({});
    renderAt('/profile', <EditAccountDialog open onOpenChange={jest.fn()} user={user} />);
    type(/^First name/, '');
    await press('Save Changes');
    expect(screen.getByText('First name is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("server refusal: the server's field errors on the fields and an Update Failed toast", async () => {
    routeFetch({
      'PATCH /api/account': () =>
        jsonResponse(409, { statusCode: 409, message: 'Email already in use', errors: { email: 'Email already in use' } }),
    });
    const onOpenChange = jest.fn();
    renderAt('/profile', <EditAccountDialog open onOpenChange={onOpenChange} user={user} />);
    await press('Save Changes');
    expect(toasts()).toEqual([{ title: 'Update Failed', description: 'Email already in use', variant: 'destructive' }]);
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Email already in use')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('an expired login shows only the 401 rule toast', async () => {
    routeFetch({ 'PATCH /api/account': () => jsonResponse(401, { statusCode: 401, message: 'Unauthorized' }) });
    renderAt('/profile', <EditAccountDialog open onOpenChange={jest.fn()} user={user} />);
    await press('Save Changes');
    expect(toasts().map((t) => t.title)).toEqual(['Unauthorized']);
  });

  it('Cancel closes without a call', async () => {
    const fetch = routeFetch({});
    const onOpenChange = jest.fn();
    renderAt('/profile', <EditAccountDialog open onOpenChange={onOpenChange} user={user} />);
    await press('Cancel');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('Change Password dialog', () => {
  it('new passwords that differ: "Passwords do not match" and no call', async () => {
    const fetch = routeFetch({});
    renderAt('/profile', <ChangePasswordDialog open onOpenChange={jest.fn()} />);
    type(/^Current password/, 'Bula2024!');
    type(/^New password/, 'Vinaka2025!');
    type(/^Confirm new password/, 'Vinaka2025?');
    await press('Change Password');
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('requires the current password', async () => {
    const fetch = routeFetch({});
    renderAt('/profile', <ChangePasswordDialog open onOpenChange={jest.fn()} />);
    type(/^New password/, 'Vinaka2025!');
    type(/^Confirm new password/, 'Vinaka2025!');
    await press('Change Password');
    expect(screen.getByText('Current password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('changes it: posts both passwords, toasts and closes', async () => {
    const fetch = routeFetch({ 'POST /api/account/password': () => jsonResponse(204, undefined) });
    const onOpenChange = jest.fn();
    renderAt('/profile', <ChangePasswordDialog open onOpenChange={onOpenChange} />);
    type(/^Current password/, 'Bula2024!');
    type(/^New password/, 'Vinaka2025!');
    type(/^Confirm new password/, 'Vinaka2025!');
    await press('Change Password');
    const post = fetch.mock.calls.find(([url]) => url === '/api/account/password');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ currentPassword: 'Bula2024!', newPassword: 'Vinaka2025!' });
    expect(toasts()).toEqual([{ title: 'Password changed', description: 'Use your new password next time you sign in.', variant: 'default' }]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe('Delete Account dialog', () => {
  it('requires the password', async () => {
    const fetch = routeFetch({});
    renderAt('/profile', <DeleteAccountDialog open onOpenChange={jest.fn()} />);
    expect(screen.getByText('Enter your password to confirm.')).toBeTruthy();
    await press('Delete Account');
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a wrong password: Delete Failed toast with the reason', async () => {
    routeFetch({ 'DELETE /api/account': () => jsonResponse(400, { statusCode: 400, message: 'Password is incorrect' }) });
    renderAt('/profile', <DeleteAccountDialog open onOpenChange={jest.fn()} />);
    type(/^Password/, 'nope');
    await press('Delete Account');
    expect(toasts()).toEqual([{ title: 'Delete Failed', description: 'Password is incorrect', variant: 'destructive' }]);
  });

  it('deleted: toast, signed out, back to /', async () => {
    signIn(sessionUser());
    routeFetch({ 'DELETE /api/account': () => jsonResponse(204, undefined) });
    const { router } = renderAt('/profile', [
      { path: '/profile', element: <DeleteAccountDialog open onOpenChange={jest.fn()} /> },
      { path: '/', element: <p>home</p> },
    ]);
    type(/^Password/, 'Bula2024!');
    await press('Delete Account');
    expect(toasts()[0]).toEqual({ title: 'Account deleted', description: 'Your account and its data have been removed.', variant: 'default' });
    expect(useSessionStore.getState().user).toBeNull();
    expect(router.state.location.pathname).toBe('/');
  });
});
