/**
 * Accessibility of the pages people reach from a mailed or notified link, in their real states
 * (docs/accessibility.md): the sweep in accessibility.e2e.ts opens them with a token or id that does not
 * exist, so it sees only their "not found" state. Here each is made real through the API first (a seat
 * invite, a moderation decision with its appeal, a 17-year-old's booking waiting for the guardian), then
 * audited with axe-core at 360 px and 1280 px: no critical or serious violation, no sideways scroll.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { apiClient, expectOk, signIn, signUp, signUpMinor, signUpPlayerWithProfile } from './support/accounts';
import { adminOrigin } from './support/admin-origin';
import { auditPage, sideScroll } from './support/axe';
import { linkInMail } from './support/mail';
import { payThroughApi } from './support/plans';
import { siteUrl } from './support/run-state';
import { useSuiteBrowser, WIDTHS } from './support/suite';
import { RETRY_RESET_GET, until } from './support/ui';

const base = siteUrl();
const suite = useSuiteBrowser();

/** Audits `path` at both widths in one page, after `ready` says the real state is on screen. */
async function auditAtBothWidths(page: Page, path: string, label: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
  await page.goto(`${base}${path}`);
  await ready(page);
  for (const [width, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await auditPage(page, `${label} ${width}`);
    expect(await sideScroll(page)).toBeNull();
  }
}

/** The link in the newest mail to `to` matching `pattern`, waited for (mail is sent by a job). */
const mailedLink = async (to: string, pattern: RegExp): Promise<string> =>
  new URL((await until(() => Promise.resolve(linkInMail(to, pattern)), (l) => l !== null))!).pathname;

test('a seat invite (/billing/seats/accept/:token): signed out, and signed in as the invited colleague', async () => {
  const holder = await apiClient();
  await signUp(holder, 'recruiter', 'Holder');
  await payThroughApi(holder, 'recruiter');
  // The plan's one seat is the holder's own: buy one more for the colleague (docs/billing.md "Seats").
  const extra = await expectOk<{ checkoutId: string; url: string }>(
    await holder.post(`${base}/api/billing/checkout`, { data: { seats: 1, returnTo: '/account/billing' } }),
    'buy a seat',
  );
  if (extra.url.includes('/billing/checkout/')) await expectOk(await holder.post(`${base}/api/billing/demo/checkouts/${extra.checkoutId}/pay`), 'demo pay');
  await until(async () => (await expectOk<{ total: number }>(await holder.get(`${base}/api/billing/seats`, RETRY_RESET_GET), 'seats')).total, (n) => n >= 2);
  const page = await suite.newPage(WIDTHS[0][1]);
  const invitee = await signUp(await apiClient(), 'recruiter', 'Colleague');
  await expectOk(await holder.post(`${base}/api/billing/seats`, { data: { email: invitee.email } }), 'invite a colleague');
  const path = await mailedLink(invitee.email, /https?:\/\/\S+\/billing\/seats\/accept\/[A-Za-z0-9_.-]+/);

  await auditAtBothWidths(page, path, 'seat invite, signed out', (p) => p.getByRole('link', { name: 'Sign in to accept' }).waitFor());
  await expectOk(await page.context().request.post(`${base}/api/auth/login`, { data: { email: invitee.email, password: 'Kaivata2026!' } }), 'colleague signs in');
  await auditAtBothWidths(page, path, 'seat invite, signed in', (p) => p.getByRole('button', { name: 'Accept invitation' }).waitFor());
});

/** Reports `playerId`'s profile as a fresh account and has the demo admin hide it; returns the case. */
async function hiddenProfileCase(playerId: string): Promise<string> {
  const reporter = await apiClient();
  await signUp(reporter, 'player', 'Reporter');
  const { caseId } = await expectOk<{ caseId: string }>(
    await reporter.post(`${base}/api/reports`, { data: { targetType: 'player', targetId: playerId, reason: 'impersonation', text: 'This profile uses my name and photos.' } }),
    'report the profile',
  );
  const admin = await apiClient();
  await signIn(admin, 'admin@demo.fj', adminOrigin());
  await expectOk(await admin.post(`${adminOrigin()}/api/admin/reports/${caseId}/hide`, { data: { reason: 'Impersonates another player' } }), 'hide');
  return caseId;
}

test('a moderation decision (/account/moderation/:caseId): with the appeal form, then with the appeal waiting', async () => {
  const page = await suite.newPage(WIDTHS[0][1]);
  const owner: APIRequestContext = page.context().request;
  const { playerId } = await signUpPlayerWithProfile(owner, 'Owner');
  const caseId = await hiddenProfileCase(playerId);
  const path = `/account/moderation/${caseId}`;

  await auditAtBothWidths(page, path, 'moderation decision, appealable', (p) => p.getByLabel('Why the decision should change').waitFor());
  await expectOk(await owner.post(`${base}/api/reports/cases/${caseId}/appeal`, { data: { text: 'It is my own profile, with my own photos.' } }), 'appeal');
  await auditAtBothWidths(page, path, 'moderation decision, appealed', (p) => p.getByText('Waiting for an admin.').waitFor());
});

test("a guardian's approval (/mentoring/guardian/:token): the request waiting, then declined", async () => {
  const minor = await apiClient();
  const { guardianEmail } = await signUpMinor(minor, 'Mere', 'Tabua');
  const mentorApi = await apiClient();
  await signIn(mentorApi, 'mentor@demo.fj');
  const { id: mentorId } = await expectOk<{ id: string }>(await mentorApi.get(`${base}/api/mentors/me`), 'mentor profile');
  // The demo mentor's last open 30-minute time in the next 30 days: clear of the first ones other journeys book.
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = await expectOk<{ slots: { start: string }[] }>(await minor.get(`${base}/api/mentors/${mentorId}/slots?from=${from}&to=${to}&duration=30`, RETRY_RESET_GET), 'slots');
  const start = slots.at(-1)?.start;
  if (!start) throw new Error('the demo mentor has no open slot');
  await expectOk(
    await minor.post(`${base}/api/mentoring/bookings`, { data: { mentorId, start, durationMinutes: 30, sessionType: 'individual', note: 'Breakdown work' } }),
    'book (sent to the guardian)',
  );
  const path = await mailedLink(guardianEmail, /https?:\/\/\S+\/mentoring\/guardian\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/);

  const page = await suite.newPage(WIDTHS[0][1]);
  await auditAtBothWidths(page, path, 'guardian approval, waiting', (p) => p.getByRole('button', { name: 'Approve' }).waitFor());
  // Declining (not approving) keeps the demo mentor's time free for the other journeys.
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.getByText('You declined this request.').waitFor();
  for (const [width, viewport] of WIDTHS) {
    await page.setViewportSize(viewport);
    await auditPage(page, `guardian approval, declined ${width}`);
  }
});
