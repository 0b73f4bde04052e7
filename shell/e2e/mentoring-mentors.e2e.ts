/**
 * Issue 11's browser journey as one chain (docs/mentoring.md), at 360 px and 1280 px with a fresh mentor per
 * width: a new mentor signs up, the dashboard's Complete Setup card lists what is missing, the mentor fills
 * in My Mentor Profile (a Brisbane time zone and weekly evenings) and is listed, but takes no bookings until
 * Mentor Pro (docs/mentoring.md "Mentor Pro": the card names it and the mentor's page says "not taking
 * bookings yet"); the mentor upgrades in the demo checkout and the card goes. A paid adult player (signed up
 * and on Player Pro) filters by specialization, availability in the next 7 days and rate (a paid filter),
 * finds the mentor, sees open slots in Fiji time with Brisbane's time beside them, books one and pays in the
 * demo checkout; the mentor confirms it; the session's time is moved into the past (SQL: time passing); the
 * mentor completes it; the player reviews it and the mentor's rating and sessions change on /mentoring.
 */
import type { Page } from 'playwright-core';
import { MENTOR_PRO_MESSAGES } from '@fiji/contracts';
import { expectOk, signUp } from './support/accounts';
import { siteSql } from './support/database';
import { payOnDemoCheckout, payThroughApi } from './support/plans';
import { siteUrl } from './support/run-state';
import { expectToast, RETRY_RESET_GET, until } from './support/ui';
import { useSuiteBrowser, WIDTHS } from './support/suite';

const base = siteUrl();

const suite = useSuiteBrowser();

/** A page of its own context, in Fiji's time zone (the viewer's zone the slots are shown in). */
async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return suite.newPage(viewport);
}

/** Letters only (names are checked as names), unique per call. */
const tag = () => Array.from(Date.now().toString(26) + Math.random().toString(26).slice(2, 6), (c) => String.fromCharCode(97 + (parseInt(c, 26) % 26))).join('');

/** Clicks Load more until the card named `name` is on screen. */
async function findCard(page: Page, name: string): Promise<void> {
  const card = page.getByTestId('mentor-card').filter({ hasText: name });
  for (let i = 0; i < 20 && (await card.count()) === 0; i++) {
    const more = page.getByRole('button', { name: 'Load more' });
    await Promise.race([card.first().waitFor(), more.waitFor()]);
    if ((await card.count()) > 0) break;
    await more.click();
    await page.waitForFunction(() => !document.querySelector('button[aria-busy="true"]'));
  }
  await card.first().waitFor();
}

describe.each(WIDTHS)('the mentoring journey at %s', (_label, viewport) => {
  it('a new mentor sets up and buys Mentor Pro; a paid player filters, books and pays; the mentor confirms and completes; the review changes the rating', async () => {
    // 1. The mentor signs up (the page shares the context's cookies) and sees what is missing.
    const mentorPage = await newPage(viewport);
    const lastName = `Ravu${tag()}`;
    await expectOk(
      await mentorPage.context().request.post(`${base}/api/auth/signup`, {
        data: { firstName: 'Ilaisa', lastName, email: `ilaisa.${lastName}@e2e.example.fj`.toLowerCase(), password: 'Kaivata2026!', role: 'mentor', dob: '1985-03-02' },
      }),
      'sign up mentor',
    );
    await mentorPage.goto(`${base}/`);
    const setupCard = mentorPage.getByTestId('complete-setup-card');
    await setupCard.getByText('Set your hourly rate').waitFor();
    await setupCard.getByTestId('setup-mentor-pro').waitFor();
    await setupCard.getByRole('link', { name: 'Complete Setup' }).click();
    await mentorPage.waitForURL(`${base}/mentoring/profile`);

    // 2. My Mentor Profile: the profile, a Brisbane zone, 60 minutes, Monday to Sunday evenings.
    await mentorPage.getByLabel('Title').fill('Former Queensland Reds prop');
    await mentorPage.getByLabel('Bio').fill('Scrummaging and contact work for young front rowers.');
    await mentorPage.getByLabel('Years of experience').fill('14');
    await mentorPage.getByLabel('Injury Recovery').check();
    await mentorPage.getByLabel('Fitness & Conditioning').check();
    await mentorPage.getByLabel('English', { exact: true }).check();
    await mentorPage.getByLabel('Hourly rate').fill('45');
    await mentorPage.getByLabel('Time zone').selectOption('Australia/Brisbane');
    await mentorPage.getByLabel('Minimum notice (hours)').fill('0');
    for (let day = 0; day < 7; day++) {
      await mentorPage.getByRole('button', { name: 'Add weekly time' }).click();
      const row = mentorPage.getByTestId('weekly-window').nth(day);
      await row.getByLabel('Day', { exact: true }).selectOption(String(day));
      await row.getByLabel('From', { exact: true }).fill('18:00');
      await row.getByLabel('To', { exact: true }).fill('20:00');
    }
    await mentorPage.getByRole('button', { name: 'Save Profile' }).click();
    await expectToast(mentorPage, 'Mentor profile saved', 'You are listed');
    await mentorPage.getByText('Listed', { exact: true }).waitFor();

    // 3. Listed, but not taking bookings: the card now asks only for Mentor Pro, and a player sees no slots.
    const ownProfile = mentorPage.waitForResponse((r) => r.url() === `${base}/api/mentors/me` && r.ok());
    await mentorPage.goto(`${base}/`);
    const profile = (await (await ownProfile).json()) as { id: string; listed: boolean; takingBookings: boolean };
    expect(profile).toMatchObject({ listed: true, takingBookings: false });
    const todo = setupCard.getByRole('list', { name: 'Still to do' }).getByRole('listitem');
    await until(() => todo.allInnerTexts(), (items) => items.length === 1 && items[0] === 'Mentor Pro: to take bookings');

    const page = await newPage(viewport);
    const api = page.context().request;
    await signUp(api, 'player', 'Mere');
    await payThroughApi(api, 'player_pro');
    await page.goto(`${base}/mentoring/${profile.id}`);
    await page.getByTestId('not-taking-bookings').getByText(`${MENTOR_PRO_MESSAGES.notTakingBookings}.`).waitFor();
    expect(await page.getByTestId('open-slots').count()).toBe(0);

    // 4. The mentor upgrades to Mentor Pro in the demo checkout and lands back on the dashboard: the card goes.
    await setupCard.getByRole('button', { name: 'Upgrade to Mentor Pro' }).click();
    await payOnDemoCheckout(mentorPage);
    await mentorPage.waitForURL((u) => u.pathname === '/');
    await mentorPage.getByRole('heading', { name: 'My Sessions' }).waitFor();
    await until(() => mentorPage.getByTestId('complete-setup-card').count(), 0);

    // 5. The paid player filters by specialization, the next 7 days and rate (a paid filter) and finds the mentor.
    await page.goto(`${base}/mentoring`);
    await page.getByRole('heading', { name: 'Find Your Rugby Mentor' }).waitFor();
    await page.getByRole('button', { name: 'Recommend a Mentor' }).waitFor();
    await page.getByLabel('Specialization').selectOption('Injury Recovery');
    await page.getByLabel('Available in the next 7 days').check();
    // Typed key by key, the rate reloads the list once it settles, not once per keystroke.
    const rateQueries: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/mentors' && url.searchParams.has('minRate')) rateQueries.push(url.searchParams.get('minRate')!);
    });
    const filtered = page.waitForResponse((r) => {
      const q = new URL(r.url()).searchParams;
      return q.get('maxRate') === '50' && q.get('availableWithinDays') === '7' && r.ok();
    });
    await page.getByLabel('Minimum rate ($/hr)').pressSequentially('40', { delay: 20 });
    await page.getByLabel('Maximum rate ($/hr)').fill('50');
    await filtered;
    const name = `Ilaisa ${lastName}`;
    await findCard(page, name);
    const card = page.getByTestId('mentor-card').filter({ hasText: name });
    expect(await card.innerText()).toContain('USD 45/hr');
    expect(rateQueries.length).toBeGreaterThan(0);
    expect(rateQueries.filter((v) => v !== '40')).toEqual([]);
    expect(await card.innerText()).toContain('★ 0.0 · 0 sessions · 14 years');
    await card.getByRole('link', { name }).click();

    // 6. The mentor's page: open slots in Fiji time with Brisbane's time beside them; Book, then pay in the demo checkout.
    await page.waitForURL(/\/mentoring\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByText('Times in Fiji time (Pacific/Fiji); the mentor is in Brisbane.').waitFor();
    // 6 pm in Brisbane (UTC+10) is 8 pm in Fiji (UTC+12, no daylight saving).
    const first = page.getByTestId('open-slots').getByRole('button', { name: /8:00 pm Fiji time · 6:00 pm in Brisbane/ }).first();
    await first.click();
    expect(await page.getByTestId('chosen-slot').innerText()).toMatch(/8:00 pm Fiji time · 6:00 pm in Brisbane · 60 minutes/);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/mentoring\/[0-9a-f-]{36}\/book\?start=\d{4}-\d{2}-\d{2}T\d{2}%3A00%3A00\.000Z&duration=60$/);
    const start = new URL(page.url()).searchParams.get('start')!;
    expect(new Date(start).getUTCHours()).toBe(8);
    await page.getByRole('heading', { name: /^Book a session with/ }).waitFor();
    await page.getByLabel('What would you like to work on?').fill('Scrummaging at tighthead');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await payOnDemoCheckout(page);
    await page.waitForURL(/\/mentoring\/sessions/);
    const mine = await expectOk<{ results: { id: string; start: string }[] }>(await api.get(`${base}/api/mentoring/sessions?role=mentee&when=upcoming`, RETRY_RESET_GET), 'my sessions');
    const booked = mine.results.find((s) => s.start === start)!;
    expect(booked).toBeTruthy();
    const playerCard = page.locator(`[data-session-id="${booked.id}"]`);
    await playerCard.getByText(/· paid$/).waitFor();

    // 7. The mentor confirms it.
    await mentorPage.goto(`${base}/mentoring/sessions`);
    const mentorCard = mentorPage.locator(`[data-session-id="${booked.id}"]`);
    await mentorCard.getByRole('button', { name: 'Confirm' }).click();
    await expectToast(mentorPage, 'Session confirmed');
    await mentorCard.getByText('Confirmed', { exact: true }).waitFor();

    // 8. Time passes: no screen can do that, so the session's time is moved two hours into the past in the
    //    site's database (SQL through support/database.ts; its end follows by the table's trigger).
    await siteSql(`UPDATE mentoring_sessions SET scheduled_at = now() - interval '2 hours' WHERE id = $1`, [booked.id]);

    // 9. The mentor completes it from the Past tab.
    await mentorPage.reload();
    await mentorPage.getByRole('tab', { name: 'Past' }).click();
    await mentorCard.getByRole('button', { name: 'Complete' }).click();
    await expectToast(mentorPage, 'Session completed');
    await mentorCard.getByText('Completed', { exact: true }).waitFor();

    // 10. The player rates and reviews it; the mentor's rating and sessions change on /mentoring.
    await page.reload();
    await page.getByRole('tab', { name: 'Past' }).click();
    await playerCard.getByRole('button', { name: 'Rate and review' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Rating').selectOption('4');
    await dialog.getByLabel('Title').fill('Solid scrum work');
    await dialog.getByLabel('Comment').fill('Clear cues on body height and bind.');
    await dialog.getByRole('button', { name: 'Submit review' }).click();
    await expectToast(page, 'Thank you for your review');
    await until(() => playerCard.getByRole('button', { name: 'Rate and review' }).count(), 0);

    await page.goto(`${base}/mentoring`);
    await page.getByRole('heading', { name: 'Find Your Rugby Mentor' }).waitFor();
    await page.getByLabel('Specialization').selectOption('Injury Recovery');
    await findCard(page, name);
    const rated = page.getByTestId('mentor-card').filter({ hasText: name });
    expect(await rated.innerText()).toContain('★ 4.0 · 1 session · 14 years');
  });
});
