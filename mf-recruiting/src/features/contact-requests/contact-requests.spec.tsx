import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  callsTo,
  freeStatus,
  jsonResponse,
  paidStatus,
  renderAt,
  resetStores,
  routeFetch,
  sessionUser,
  signIn,
  toasts,
  type FetchTable,
} from '../../../test/render';
import { contactRequest, recruiterContact } from '../../../test/fixtures';
import ContactRequestsPage from './components/contact-requests-page';
import RecruiterContactsPage from './components/recruiter-contacts-page';

const routes = [
  { path: '/contact-requests', element: <ContactRequestsPage /> },
  { path: '/recruiter/contacts', element: <RecruiterContactsPage /> },
  { path: '/', element: <p>Home page</p> },
];

beforeEach(() => resetStores());

const pending = contactRequest({ id: 'r-pending' });
const approved = contactRequest({ id: 'r-approved', status: 'approved', fromUser: { ...pending.fromUser, fullName: 'Akuila Raiwalui', firstName: 'Akuila', lastName: 'Raiwalui', role: 'club' } });
const sent = contactRequest({ id: 's1', status: 'declined' });

function setupRequests(table: FetchTable, role = 'player') {
  signIn(sessionUser({ role: role as never }));
  const fetchMock = routeFetch({
    '/api/contact-requests': [pending, approved],
    '/api/me/contact-requests': [sent],
    '/api/subscription/status': paidStatus,
    ...table,
  });
  return { fetchMock, ...renderAt('/contact-requests', routes) };
}

describe('/contact-requests', () => {
  it('opens on Received with counts, and shows Approve/Decline only on pending received requests', async () => {
    setupRequests({});
    const received = await screen.findByRole('tab', { name: 'Received (2)' });
    expect(received.getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByRole('tab', { name: 'Sent (1)' })).toBeTruthy();

    const cards = await screen.findAllByTestId('contact-request-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByText('Viliame Koroi')).toBeTruthy();
    expect(first.getByText('Local Club/Provincial Union')).toBeTruthy();
    expect(first.getByText('wants to contact you')).toBeTruthy();
    expect(first.getByText('3 hours ago')).toBeTruthy();
    expect(within(first.getByTestId('player-profile-block')).getByText('Queen Victoria School')).toBeTruthy();
    expect(first.getByText('pending').getAttribute('data-variant')).toBe('warning');
    expect(first.getByRole('button', { name: 'Approve' })).toBeTruthy();
    expect(first.getByRole('button', { name: 'Decline' })).toBeTruthy();
    const second = within(cards[1]!);
    expect(second.getByText('approved').getAttribute('data-variant')).toBe('success');
    expect(second.queryByRole('button', { name: 'Approve' })).toBeNull();

    fireEvent.click(screen.getByRole('tab', { name: 'Sent (1)' }));
    const sentCard = within(await screen.findByTestId('contact-request-card'));
    expect(sentCard.getByText('contact request sent')).toBeTruthy();
    expect(sentCard.getByText('Taniela Waqanivere', { selector: 'span' })).toBeTruthy();
    expect(sentCard.getByText('declined').getAttribute('data-variant')).toBe('destructive');
    expect(sentCard.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(sentCard.queryByRole('button', { name: 'Decline' })).toBeNull();
  });

  it.each([
    ['Approve', 'approved', 'Contact request approved successfully.'],
    ['Decline', 'declined', 'Contact request declined successfully.'],
  ])('%s sends the status and shows the toast', async (button, status, description) => {
    const { fetchMock } = setupRequests({ 'PATCH /api/contact-requests/r-pending': () => jsonResponse(200, { ...pending, status }) });
    const card = within((await screen.findAllByTestId('contact-request-card'))[0]!);
    await act(async () => fireEvent.click(card.getByRole('button', { name: button })));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/contact-requests/r-pending')).toEqual([{ status }]));
    await waitFor(() => expect(toasts()[0]).toMatchObject({ title: 'Request Updated', description }));
  });

  it('shows Update Failed with the server message', async () => {
    setupRequests({
      'PATCH /api/contact-requests/r-pending': () => jsonResponse(409, { statusCode: 409, message: 'This contact request has already been answered.' }),
    });
    const card = within((await screen.findAllByTestId('contact-request-card'))[0]!);
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Decline' })));
    await waitFor(() =>
      expect(toasts()[0]).toMatchObject({ title: 'Update Failed', description: 'This contact request has already been answered.', variant: 'destructive' }),
    );
  });

  it('a free viewer approving gets the upgrade prompt instead; declining still works', async () => {
    const { fetchMock } = setupRequests({
      '/api/subscription/status': freeStatus('player'),
      'PATCH /api/contact-requests/r-pending': () => jsonResponse(200, { ...pending, status: 'declined' }),
    });
    const card = within((await screen.findAllByTestId('contact-request-card'))[0]!);
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => u === '/api/subscription/status')).toBe(true));
    fireEvent.click(card.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Player Pro' })).toBeTruthy();
    expect(screen.getByText('Upgrade your plan to approve contact requests.')).toBeTruthy();
    expect(callsTo(fetchMock, 'PATCH', '/api/contact-requests/r-pending')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));

    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Decline' })));
    await waitFor(() => expect(callsTo(fetchMock, 'PATCH', '/api/contact-requests/r-pending')).toEqual([{ status: 'declined' }]));
  });

  it('shows the empty states and the Unknown User fallback', async () => {
    setupRequests({
      '/api/contact-requests': [],
      '/api/me/contact-requests': [contactRequest({ toUser: { id: 'x', fullName: null, firstName: '', lastName: '', profileImageUrl: null, role: 'player' } })],
    });
    expect(await screen.findByText('No Contact Requests')).toBeTruthy();
    fireEvent.click(await screen.findByRole('tab', { name: 'Sent (1)' }));
    expect(await screen.findByText('Unknown User')).toBeTruthy();
  });

  it('shows the loading text while the received list loads', async () => {
    setupRequests({ '/api/contact-requests': () => new Promise(() => undefined) as unknown as Response });
    expect(await screen.findByText('Loading received requests...')).toBeTruthy();
  });
});

function setupRecruiter(table: FetchTable, role = 'recruiter') {
  signIn(sessionUser({ role: role as never }));
  const fetchMock = routeFetch(table);
  return { fetchMock, ...renderAt('/recruiter/contacts', routes) };
}

describe('/recruiter/contacts', () => {
  const approvedItem = recruiterContact({ id: 'a1', status: 'approved', playerName: 'Apisai Nakalevu', playerPhone: '+679 111 2222' });
  const pendingItem = recruiterContact({ id: 'p1', status: 'pending' });
  const body = { results: [approvedItem, pendingItem], stats: { totalSent: 4, pending: 1, approved: 2, declined: 1, responseRate: 75 } };

  it('shows the stats from the server and the list cards with their actions', async () => {
    setupRecruiter({ '/api/recruiter/contacts': body });
    const stats = within(await screen.findByTestId('contact-stats'));
    expect(stats.getByText('Total Sent').nextSibling?.textContent).toBe('4');
    expect(stats.getByText('Pending').nextSibling?.textContent).toBe('1');
    expect(stats.getByText('Approved').nextSibling?.textContent).toBe('2');
    expect(stats.getByText('Response Rate').nextSibling?.textContent).toBe('75%');

    const [a, p] = screen.getAllByTestId('recruiter-contact-card').map((c) => within(c));
    expect(a!.getByText('Apisai Nakalevu')).toBeTruthy();
    expect(a!.getByText('Hooker · Queen Victoria School')).toBeTruthy();
    expect(a!.getByText('+679 111 2222')).toBeTruthy();
    expect(a!.getByRole('link', { name: 'Send Message' }).getAttribute('href')).toBe('mailto:taniela@example.fj');
    expect(a!.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(p!.getByRole('button', { name: 'Follow Up' })).toBeTruthy();
    expect(p!.getByRole('button', { name: 'Withdraw' })).toBeTruthy();
    expect(p!.queryByRole('link', { name: 'Send Message' })).toBeNull();
  });

  it('Send Message is disabled with a note when the approved player has no email', async () => {
    setupRecruiter({
      '/api/recruiter/contacts': { results: [recruiterContact({ status: 'approved', playerEmail: null })], stats: body.stats },
    });
    const card = within(await screen.findByTestId('recruiter-contact-card'));
    expect((card.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByText('No email on this profile')).toBeTruthy();
  });

  it("Follow Up posts the reminder, and shows the server's once-per-7-days refusal", async () => {
    let allowed = true;
    const { fetchMock } = setupRecruiter({
      '/api/recruiter/contacts': body,
      'POST /api/contact-requests/p1/follow-up': () =>
        allowed
          ? jsonResponse(200, { id: 'p1', lastFollowUpAt: '2026-11-22T00:00:00Z', nextFollowUpAt: '2026-11-29T00:00:00Z' })
          : jsonResponse(429, { statusCode: 429, message: 'You can send another follow-up on 2026-11-29 00:00 UTC.' }),
    });
    const card = within((await screen.findAllByTestId('recruiter-contact-card'))[1]!);
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Follow Up' })));
    await waitFor(() => expect(toasts()[0]).toMatchObject({ title: 'Follow-up sent' }));
    expect(callsTo(fetchMock, 'POST', '/api/contact-requests/p1/follow-up')).toHaveLength(1);

    allowed = false;
    await act(async () => fireEvent.click(card.getByRole('button', { name: 'Follow Up' })));
    await waitFor(() =>
      expect(toasts()[0]).toMatchObject({ description: 'You can send another follow-up on 2026-11-29 00:00 UTC.', variant: 'destructive' }),
    );
  });

  it('Follow Up is disabled until the next allowed date', async () => {
    const future = new Date(Date.now() + 3 * 86400_000).toISOString();
    setupRecruiter({ '/api/recruiter/contacts': { results: [recruiterContact({ nextFollowUpAt: future })], stats: body.stats } });
    const card = within(await screen.findByTestId('recruiter-contact-card'));
    expect((card.getByRole('button', { name: 'Follow Up' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.getByText(/Next follow-up from/)).toBeTruthy();
  });

  it('Withdraw asks first and deletes only after confirming', async () => {
    const { fetchMock } = setupRecruiter({
      '/api/recruiter/contacts': body,
      'DELETE /api/contact-requests/p1': () => jsonResponse(200, { ok: true }),
    });
    const card = within((await screen.findAllByTestId('recruiter-contact-card'))[1]!);
    fireEvent.click(card.getByRole('button', { name: 'Withdraw' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Withdraw contact request?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, 'DELETE', '/api/contact-requests/p1')).toEqual([]);

    fireEvent.click(card.getByRole('button', { name: 'Withdraw' }));
    const again = within(await screen.findByRole('alertdialog'));
    await act(async () => fireEvent.click(again.getByRole('button', { name: 'Withdraw' })));
    expect(callsTo(fetchMock, 'DELETE', '/api/contact-requests/p1')).toHaveLength(1);
    await waitFor(() => expect(toasts()[0]).toMatchObject({ title: 'Request withdrawn' }));
  });

  it('shows the empty state', async () => {
    setupRecruiter({ '/api/recruiter/contacts': { results: [], stats: { totalSent: 0, pending: 0, approved: 0, declined: 0, responseRate: 0 } } });
    expect(await screen.findByText('No contact requests yet')).toBeTruthy();
    expect(within(screen.getByTestId('contact-stats')).getByText('Response Rate').nextSibling?.textContent).toBe('0%');
  });

  it('turns players away', () => {
    setupRecruiter({}, 'player');
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.getByText('This page is only accessible to recruiters')).toBeTruthy();
  });
});
