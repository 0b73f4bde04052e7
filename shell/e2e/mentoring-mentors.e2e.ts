/**
 * Mentors and availability in a real browser (docs/mentoring.md), each journey at 360 px and 1280 px:
 * a new mentor signs up, the dashboard's Complete Setup card lists what is missing, the mentor fills in
 * My Mentor Profile (a Brisbane time zone and a weekly window), the card disappears and the mentor is in
 * /mentoring; a Player Pro player (the demo account, in Fiji) filters by specialization and rate, finds
 * them, opens their page and sees open slots in Fiji time with the mentor's Brisbane time beside them,
 * and Book leads to the booking screen's URL.
 */
import type { Page } from 'playwright-core';
import { DEMO, expectOk, signIn } from './support/accounts';
import { siteUrl } from './support/run-state';
import { expectToast, until } from './support/ui';
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

describe.each(WIDTHS)('mentors and availability at %s', (_label, viewport) => {
  it('a new mentor completes setup, loses the Complete Setup card and is found by a paid player, who sees slots with zones named', async () => {
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

    // 3. The dashboard no longer asks to complete setup.
    const ownProfile = mentorPage.waitForResponse((r) => r.url() === `${base}/api/mentors/me` && r.ok());
    await mentorPage.goto(`${base}/`);
    expect(((await (await ownProfile).json()) as { listed: boolean }).listed).toBe(true);
    await mentorPage.getByRole('heading', { name: 'My Sessions' }).waitFor();
    await until(() => mentorPage.getByTestId('complete-setup-card').count(), 0);

    // 4. A Player Pro player filters by specialization and rate (a paid filter) and finds the mentor.
    const page = await newPage(viewport);
    await signIn(page.context().request, DEMO.playerPaid);
    await page.goto(`${base}/mentoring`);
    await page.getByRole('heading', { name: 'Find Your Rugby Mentor' }).waitFor();
    await page.getByRole('button', { name: 'Recommend a Mentor' }).waitFor();
    await page.getByLabel('Specialization').selectOption('Injury Recovery');
    // Typed key by key, the rate reloads the list once it settles, not once per keystroke.
    const rateQueries: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/mentors' && url.searchParams.has('minRate')) rateQueries.push(url.searchParams.get('minRate')!);
    });
    const filtered = page.waitForResponse((r) => new URL(r.url()).searchParams.get('maxRate') === '50' && r.ok());
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

    // 5. The mentor's page: open slots in Fiji time with Brisbane's time beside them; Book goes to the booking URL.
    // This run's mentor by full name (the other width's run made another Ilaisa), on the mentor's own page.
    await page.waitForURL(/\/mentoring\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name, exact: true }).waitFor();
    await page.getByText('Times in Fiji time (Pacific/Fiji); the mentor is in Brisbane.').waitFor();
    const slots = page.getByTestId('open-slots');
    // 6 pm in Brisbane (UTC+10) is 8 pm in Fiji (UTC+12, no daylight saving).
    const first = slots.getByRole('button', { name: /8:00 pm Fiji time · 6:00 pm in Brisbane/ }).first();
    await first.click();
    expect(await page.getByTestId('chosen-slot').innerText()).toMatch(/8:00 pm Fiji time · 6:00 pm in Brisbane · 60 minutes/);
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.waitForURL(/\/mentoring\/[0-9a-f-]{36}\/book\?start=\d{4}-\d{2}-\d{2}T\d{2}%3A00%3A00\.000Z&duration=60$/);
    const start = new URL(page.url()).searchParams.get('start')!;
    expect(new Date(start).getUTCHours()).toBe(8);
  });
});
