/**
 * Bookings and sessions in a real browser (docs/mentoring.md "Bookings and sessions"), each journey at
 * 360 px and 1280 px: the Player Pro demo player books the seeded mentor's open slot (the time shown in
 * Fiji time with the zone named), pays on the demo checkout and lands on My Sessions; the mentor confirms
 * it, the player moves it to another open time (never charged again); the mentor completes a session that has taken place, and the player reviews that one: the mentor's rating and
 * count change. A 17-year-old's booking waits for the guardian, whose mailed link approves and pays.
 *
 * Accessibility (docs/accessibility.md): the booking page with a real slot (an adult's and, with the guardian
 * step, a 17-year-old's) and the Reschedule, Cancel and Rate and review dialogs are audited with axe-core at
 * each width; and a booking is made with the keyboard alone, from the mentor's page to My Sessions.
 */
import type { Page } from 'playwright-core';
import { DEMO, expectOk, signIn, signUpMinor } from './support/accounts';
import { auditDialog, auditPage, expectFocusVisible, openAndEscape, tabTo } from './support/axe';
import { linkInMail } from './support/mail';
import { GUARDIAN_CHECKOUT_PATH, onDemoCheckout, payOnDemoCheckout } from './support/plans';
import { siteUrl } from './support/run-state';
import { expectToast, RETRY_RESET_GET, until } from './support/ui';
import { useSuiteBrowser, WIDTHS } from './support/suite';

const base = siteUrl();
const DEMO_MENTOR = 'mentor@demo.fj';
/** Two seeded sessions of the demo mentor and player that took place and wait for Complete, one per width. */
const FINISHED = { '360 px': 'Lineout throwing clinic', '1280 px': 'Kicking from hand' } as const;

const suite = useSuiteBrowser();

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return suite.newPage(viewport);
}

interface MentorView {
  id: string;
  rating: number;
  reviewCount: number;
  totalSessions: number;
}

/** The demo mentor as GET /api/mentors/:id reads it (rating and counts computed by the server). */
async function demoMentor(page: Page, id?: string): Promise<MentorView> {
  const api = page.context().request;
  const mentorId = id ?? (await expectOk<{ id: string }>(await api.get(`${base}/api/mentors/me`), 'mentor profile')).id;
  return expectOk<MentorView>(await api.get(`${base}/api/mentors/${mentorId}`), 'mentor');
}

/** The first open slot of the mentor for 30 minutes. */
async function firstSlot(page: Page, mentorId: string): Promise<string> {
  const from = new Date().toISOString().slice(0, 10);
  const to = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const res = await expectOk<{ slots: { start: string }[] }>(
    await page.context().request.get(`${base}/api/mentors/${mentorId}/slots?from=${from}&to=${to}&duration=30`, RETRY_RESET_GET),
    'slots',
  );
  if (!res.slots[0]) throw new Error('the demo mentor has no open slot');
  return res.slots[0].start;
}


describe.each(WIDTHS)('mentoring sessions at %s', (label, viewport) => {
  it('a paid player books and pays; the mentor confirms, completes a finished session, and the player reviews it: the rating changes', async () => {
    const mentor = await newPage(viewport);
    await signIn(mentor.context().request, DEMO_MENTOR);
    const before = await demoMentor(mentor);
    const player = await newPage(viewport);
    await signIn(player.context().request, DEMO.playerPaid);
    const start = await firstSlot(player, before.id);

    // 1. The booking screen: the slot in Fiji time with the zone named, then the demo checkout.
    await player.goto(`${base}/mentoring/${before.id}/book?start=${encodeURIComponent(start)}&duration=30`);
    await player.getByRole('heading', { name: /^Book a session with/ }).waitFor();
    expect(await player.getByTestId('booking-time').innerText()).toMatch(/Fiji Standard Time/);
    await auditPage(player, `booking, adult ${label}`);
    await player.getByLabel('Session type').selectOption('video_review');
    await player.getByLabel('What would you like to work on?').fill('Lineout throws under pressure');
    await player.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnDemoCheckout(player);
    await player.waitForURL(/\/mentoring\/sessions/);
    const mine = await expectOk<{ results: { id: string; start: string }[] }>(
      await player.context().request.get(`${base}/api/mentoring/sessions?role=mentee&when=upcoming`, RETRY_RESET_GET),
      'my sessions',
    );
    const booked = mine.results.find((s) => s.start === start)!;
    expect(booked).toBeTruthy();
    const playerCard = player.locator(`[data-session-id="${booked.id}"]`);
    await playerCard.getByText(/· paid$/).waitFor();
    expect(await playerCard.innerText()).toMatch(/Fiji Standard Time/);

    // 2. The mentor confirms it: a video-call link is generated and shown.
    await mentor.goto(`${base}/mentoring/sessions`);
    const mentorCard = mentor.locator(`[data-session-id="${booked.id}"]`);
    await mentorCard.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(mentor, 'Session confirmed');
    await mentorCard.getByText('Confirmed', { exact: true }).waitFor();
    await mentorCard.getByRole('link', { name: /^https:\/\/meet\.jit\.si\// }).waitFor();

    // 3. The player moves it to another open time from the dialog: still paid, nothing charged again.
    await player.reload();
    await playerCard.getByRole('button', { name: 'Reschedule' }).click();
    const moveDialog = player.getByRole('dialog');
    const newTime = moveDialog.getByLabel(/^New time/);
    await until(() => newTime.locator('option').count(), (n) => n > 2);
    await auditDialog(player, moveDialog, `reschedule ${label}`);
    const target = await newTime.locator('option').nth(2).getAttribute('value');
    await newTime.selectOption(target!);
    await moveDialog.getByRole('button', { name: 'Save' }).click();
    await expectToast(player, 'Session moved');
    const moved = await expectOk<{ start: string; paid: boolean; status: string }>(
      await player.context().request.get(`${base}/api/mentoring/sessions/${booked.id}`, RETRY_RESET_GET),
      'moved session',
    );
    expect(moved).toMatchObject({ start: target, paid: true, status: 'confirmed' });

    // 4. A session that took place: the mentor completes it, the player rates and reviews it.
    await mentor.getByRole('tab', { name: 'Past' }).click();
    const finished = mentor.getByTestId('session-card').filter({ hasText: FINISHED[label] });
    await finished.getByRole('button', { name: 'Complete' }).click();
    await expectToast(mentor, 'Session completed');
    await finished.getByText('Completed', { exact: true }).waitFor();

    await player.reload();
    await player.getByRole('tab', { name: 'Past' }).click();
    const toReview = player.getByTestId('session-card').filter({ hasText: FINISHED[label] });
    await toReview.getByRole('button', { name: 'Rate and review' }).click();
    const dialog = player.getByRole('dialog');
    await auditDialog(player, dialog, `rate and review ${label}`);
    await dialog.getByLabel('Rating').selectOption('1');
    await dialog.getByLabel('Title').fill('Too short');
    await dialog.getByLabel('Comment').fill('Good drills, but we ran out of time.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expectToast(player, 'Thank you for your review');
    await until(() => toReview.getByRole('button', { name: 'Rate and review' }).count(), (n) => n === 0);

    const after = await demoMentor(player, before.id);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.totalSessions).toBe(before.totalSessions + 1);
    expect(after.rating).toBeLessThan(before.rating);

    // The Cancel dialog, opened on the booked session and closed without cancelling.
    await player.getByRole('tab', { name: 'Upcoming' }).click();
    await playerCard.getByRole('button', { name: 'Cancel', exact: true }).click();
    const cancel = player.getByRole('dialog');
    await cancel.getByLabel('Reason').waitFor();
    await auditDialog(player, cancel, `cancel ${label}`);
    await player.keyboard.press('Escape');
    await cancel.waitFor({ state: 'detached' });
  });

  it("a 17-year-old's booking waits for the guardian's approval; the guardian approves from the mail and pays", async () => {
    const page = await newPage(viewport);
    const api = page.context().request;
    const { guardianEmail } = await signUpMinor(api, 'Losana', 'Tuidraki');
    const mentorSide = await newPage(viewport);
    await signIn(mentorSide.context().request, DEMO_MENTOR);
    const { id: mentorId } = await demoMentor(mentorSide);
    const start = await firstSlot(page, mentorId);

    await page.goto(`${base}/mentoring/${mentorId}/book?start=${encodeURIComponent(start)}&duration=30`);
    await page.getByText(/need their guardian.s approval/).waitFor();
    await auditPage(page, `booking, under 18 ${label}`);
    await page.getByRole('button', { name: 'Ask my guardian to approve' }).click();
    await page.getByRole('heading', { name: /Waiting for your guardian.s approval/ }).waitFor();
    await auditPage(page, `booking sent to the guardian ${label}`);

    // The guardian's mail carries the signed Approve link; approving leads to the guardian's checkout.
    const link = await until(() => Promise.resolve(linkInMail(guardianEmail, /https?:\/\/\S+\/mentoring\/guardian\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/)), (l) => l !== null);
    const guardian = await newPage(viewport);
    await guardian.goto(`${base}${new URL(link!).pathname}`);
    await guardian.getByText(/Losana asks for your approval/).waitFor();
    await guardian.getByRole('button', { name: 'Approve' }).click();
    await payOnDemoCheckout(guardian, GUARDIAN_CHECKOUT_PATH);
    await guardian.waitForURL(/\/mentoring\/guardian\//);
    await guardian.getByText(/the session is paid/).waitFor();

    // The player's session is paid, approved, and waits for the mentor to confirm.
    await page.goto(`${base}/mentoring/sessions`);
    const card = page.getByTestId('session-card').filter({ hasText: 'Individual session' }).first();
    await card.getByText(/· paid$/).waitFor();
  });
});

describe('keyboard alone, at 360 px', () => {
  it('a booking: Tab to a slot, Book, fill the form, pay on the demo checkout, land on My Sessions; Escape on Reschedule returns focus', async () => {
    const page = await newPage(WIDTHS[0][1]);
    const api = page.context().request;
    await signIn(api, DEMO.playerPaid);
    const mentorSide = await newPage(WIDTHS[0][1]);
    await signIn(mentorSide.context().request, DEMO_MENTOR);
    const { id: mentorId } = await demoMentor(mentorSide);
    const listed = async () =>
      (await expectOk<{ results: { id: string }[] }>(await api.get(`${base}/api/mentoring/sessions?role=mentee&when=upcoming`, RETRY_RESET_GET), 'my sessions')).results.map((s) => s.id);
    const before = await listed();

    await page.goto(`${base}/mentoring/${mentorId}`);
    await page.getByTestId('open-slots').waitFor();
    // A slot on the third day listed: at least a day away (so the player may still reschedule it), and clear of
    // the first open times the other journeys book.
    const slot = page.getByTestId('open-slots').getByRole('group').nth(2).getByRole('button').first();
    await tabTo(page, slot, { max: 200 });
    await page.keyboard.press('Enter');
    expect(await slot.getAttribute('aria-pressed')).toBe('true');
    const book = page.getByRole('button', { name: 'Book', exact: true });
    await tabTo(page, book, { max: 200 });
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: /^Book a session with/ }).waitFor();
    // The session type: a closed select takes the arrow keys.
    const type = page.getByLabel('Session type');
    await tabTo(page, type);
    await page.keyboard.press('ArrowDown');
    const chosenType = await type.inputValue();
    expect(chosenType).not.toBe('individual');
    await tabTo(page, page.getByLabel('What would you like to work on?'));
    await page.keyboard.type('Scrum-half passing off the left hand');
    await tabTo(page, page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');

    await onDemoCheckout(page);
    await page.getByTestId('checkout-amount').waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Pay', exact: true }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/mentoring\/sessions/);
    const booked = (await until(listed, (ids) => ids.some((id) => !before.includes(id)))).find((id) => !before.includes(id))!;
    const card = page.locator(`[data-session-id="${booked}"]`);
    await card.getByText(/· paid$/).waitFor();
    expect(await card.innerText()).toMatch(/Scrum-half passing off the left hand/);
    const session = await expectOk<{ sessionType: string }>(await api.get(`${base}/api/mentoring/sessions/${booked}`, RETRY_RESET_GET), 'the booked session');
    expect(session.sessionType).toBe(chosenType);

    // The Reschedule dialog: opened with Enter, closed with Escape, focus back (visibly) on its button.
    await openAndEscape(page, card.getByRole('button', { name: 'Reschedule' }), page.getByRole('dialog'), 'the Reschedule button');
    await expectFocusVisible(page);
  });
});
