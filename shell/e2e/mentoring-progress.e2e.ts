/**
 * Mentoring "Progress together" in a real browser (docs/mentoring.md), at 360 px and 1280 px: a player
 * asks a mentor about one of their highlights and pays the add-on in the demo checkout; the mentor
 * answers with time-coded comments and a rating; the player sees the comments as markers on the clip's
 * timeline (each marker jumps the clip to its second); a player registers for a mentor's AMA and gets
 * the join link; a priced AMA place is paid after leaving the checkout once (Pay now) and shows on the
 * mentor's earnings, held; a mentor shares a link with a mentee, who sees it; goals on the progress screen. The
 * live screens are audited with axe, the player's profile with its mentored_by badge too.
 */
import type { Page } from 'playwright-core';
import type { FeedbackRequestView } from '@fiji/contracts';
import { DEMO, expectOk, ownPlayerId, signIn } from './support/accounts';
import { auditPage } from './support/axe';
import { CHECKOUT_PATH, payOnDemoCheckout } from './support/plans';
import { siteUrl } from './support/run-state';
import { RETRY_RESET_GET, until } from './support/ui';
import { useSuiteBrowser, WIDTHS } from './support/suite';

const base = siteUrl();
const MENTOR = 'mentor@demo.fj';

const suite = useSuiteBrowser();

async function signedInPage(viewport: { width: number; height: number }, email: string): Promise<Page> {
  const page = await suite.newPage(viewport);
  await signIn(page.request, email);
  return page;
}

const expectNoFindings = async (page: Page, label: string) => expect(await auditPage(page, label)).toEqual([]);

describe.each(WIDTHS)('highlight feedback at %s', (_label, viewport) => {
  test('the player asks and pays, the mentor answers with time-coded comments, the player sees the timeline markers', async () => {
    const player = await signedInPage(viewport, DEMO.playerPaid);
    const mentor = await signedInPage(viewport, MENTOR);
    const { id: mentorRowId } = await expectOk<{ id: string }>(await mentor.request.get(`${base}/api/mentors/me`, RETRY_RESET_GET), 'mentor profile');

    // The player picks a highlight and the mentor, then pays the add-on in the demo checkout.
    await player.goto(`${base}/mentoring/feedback`);
    const form = player.getByRole('form', { name: 'Ask for highlight feedback' });
    const highlight = form.getByLabel('Highlight');
    await until(() => highlight.locator('option').count().then((n) => n > 1), true);
    await highlight.selectOption({ index: 1 });
    await until(() => form.getByLabel('Mentor').locator(`option[value="${mentorRowId}"]`).count(), 1);
    await form.getByLabel('Mentor').selectOption(mentorRowId);
    await expectNoFindings(player, 'feedback request form');
    await form.getByRole('button', { name: 'Request feedback' }).click();
    await payOnDemoCheckout(player);
    await player.waitForURL(/\/mentoring\/feedback/);
    await player.getByText('Waiting for the mentor').first().waitFor();

    // The mentor answers from the queue.
    const queue = await expectOk<FeedbackRequestView[]>(await mentor.request.get(`${base}/api/mentoring/feedback-requests?role=mentor`, RETRY_RESET_GET), 'mentor queue');
    const request = queue.find((r) => r.status === 'pending' && r.mentorId === mentorRowId)!;
    expect(request).toBeDefined();
    await mentor.goto(`${base}/mentoring/feedback`);
    await mentor.getByRole('link', { name: 'Answer' }).first().waitFor();
    await mentor.goto(`${base}/mentoring/feedback/${request.id}`);
    const answer = mentor.getByRole('form', { name: 'Answer the feedback request' });
    for (const [second, text] of [['12', 'Late pass'], ['3', 'Great line']] as const) {
      await answer.getByLabel('Second').fill(second);
      await answer.getByLabel('Comment', { exact: true }).fill(text);
      await answer.getByRole('button', { name: 'Add comment' }).click();
    }
    await answer.getByLabel('Written feedback').fill('Strong carry. Keep the ball in two hands through contact.');
    await answer.getByLabel('Rating').selectOption('4');
    await expectNoFindings(mentor, 'feedback answer form');
    await answer.getByRole('button', { name: 'Send feedback' }).click();
    await mentor.getByText('Answered', { exact: true }).first().waitFor();

    // The player sees the comments as markers on the clip's timeline, in time order.
    await player.goto(`${base}/mentoring/feedback/${request.id}`);
    const markers = player.getByRole('group', { name: "Comment markers on the clip's timeline" }).getByRole('button');
    await until(() => markers.count(), 2);
    expect(await markers.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual(['Comment at 0:03: Great line', 'Comment at 0:12: Late pass']);
    const left = await markers.evaluateAll((els) => els.map((e) => parseFloat((e as HTMLElement).style.left)));
    expect(left[0]!).toBeLessThan(left[1]!);
    await player.getByText('Rating: ★★★★☆ (4/5)').waitFor();
    await markers.first().click();
    await expectNoFindings(player, 'feedback with timeline markers');
  });

  test('a player registers for an AMA and gets the join link; a shared resource and a goal reach both sides', async () => {
    const player = await signedInPage(viewport, DEMO.playerPaid);
    const mentor = await signedInPage(viewport, MENTOR);
    const title = `Lineout AMA ${viewport.width}-${Date.now()}`;
    await expectOk(
      await mentor.request.post(`${base}/api/mentoring/ama-events`, { data: { title, scheduledAt: new Date(Date.now() + 6 * 86_400_000).toISOString(), capacity: 20 } }),
      'schedule AMA',
    );
    await player.goto(`${base}/mentoring/ama`);
    await player.getByRole('button', { name: `Register for ${title}` }).click();
    const card = player.getByRole('listitem').filter({ hasText: title });
    await card.getByText('You are registered').waitFor();
    await card.getByRole('link', { name: 'Join link' }).waitFor();
    await expectNoFindings(player, 'AMA list, registered');

    // The mentor shares a link with the player (their seeded relationship); the player sees it.
    const linkTitle = `Scrum drill ${viewport.width}-${Date.now()}`;
    await mentor.goto(`${base}/mentoring/resources`);
    const add = mentor.getByRole('form', { name: 'Add a link' });
    await add.getByLabel('Title').fill(linkTitle);
    await add.getByLabel('Link').fill('https://example.fj/scrum-drill');
    await add.getByRole('button', { name: 'Add link' }).click();
    const resource = mentor.getByRole('listitem').filter({ hasText: linkTitle });
    const me = await expectOk<{ user?: { fullName: string }; fullName?: string }>(await player.request.get(`${base}/api/auth/user`, RETRY_RESET_GET), 'player');
    const menteeBox = resource.getByRole('checkbox', { name: me.user?.fullName ?? me.fullName ?? '' });
    await menteeBox.click(); // saved on the server, then shown checked
    await until(() => menteeBox.isChecked(), true);
    await expectNoFindings(mentor, 'resource library (mentor)');
    await player.goto(`${base}/mentoring/resources`);
    await player.getByText(linkTitle).waitFor();

    // Goals: the player adds one on a relationship; the mentor adds a milestone and completes it.
    await player.goto(`${base}/mentoring/progress`);
    await player.getByRole('link', { name: /^Mentor: / }).first().click();
    const goalTitle = `Skipper Cup squad ${viewport.width}-${Date.now()}`;
    await player.getByLabel('New goal').fill(goalTitle);
    await player.getByRole('button', { name: 'Add goal' }).click();
    const goal = player.getByRole('listitem').filter({ hasText: goalTitle });
    await goal.getByLabel('New milestone').fill('Beep test level 12');
    await goal.getByRole('button', { name: 'Add milestone' }).click();
    await goal.getByRole('checkbox', { name: 'Beep test level 12' }).click(); // saved on the server, then shown checked
    await goal.getByText('100%').waitFor();
    await expectNoFindings(player, 'progress together');

    // The seeded player's mentored_by badge shows on their profile.
    await player.goto(`${base}/player/${await ownPlayerId(player.request)}`);
    const badges = player.getByTestId('badges-card');
    await badges.getByRole('heading', { name: 'Badges' }).waitFor();
    await badges.getByText(/^Mentored/).first().waitFor();
    await expectNoFindings(player, 'profile with badges');
  });

  test('a priced AMA: back from the checkout unpaid, Pay now goes on; paid, the refund rule shows and the mentor earns the place, held', async () => {
    const player = await signedInPage(viewport, DEMO.playerPaid);
    const mentor = await signedInPage(viewport, MENTOR);
    const title = `Paid lineout AMA ${viewport.width}-${Date.now()}`;
    await expectOk(
      await mentor.request.post(`${base}/api/mentoring/ama-events`, {
        data: { title, scheduledAt: new Date(Date.now() + 5 * 86_400_000).toISOString(), capacity: 10, price: 12.5 },
      }),
      'schedule a priced AMA',
    );
    await player.goto(`${base}/mentoring/ama`);
    const card = player.getByRole('listitem').filter({ hasText: title });
    await card.getByText('USD 12.50').waitFor();
    await player.getByRole('button', { name: `Register for ${title}` }).click();
    await player.waitForURL(CHECKOUT_PATH);
    await player.goBack();
    await card.getByText('Registered: payment due').waitFor();
    await expectNoFindings(player, 'AMA list, place held for payment');
    await card.getByRole('button', { name: `Pay now for ${title}` }).click();
    await payOnDemoCheckout(player);
    await player.waitForURL(/\/mentoring\/ama/);
    await card.getByText('You are registered').waitFor();
    await card.getByText('Cancel at least 24 hours before the start for a full refund; later, the payment is kept.').waitFor();

    // The mentor's earnings: the place, less the 15% platform fee (1.88), held until the AMA ends.
    await mentor.goto(`${base}/mentoring/earnings`);
    const row = mentor.getByTestId('earnings-row').filter({ hasText: `AMA: ${title}` });
    await row.waitFor();
    expect((await row.locator('td').allInnerTexts()).slice(3)).toEqual(['USD 12.50', 'USD 1.88', 'USD 10.62', 'Held until the AMA ends']);
    await expectNoFindings(mentor, 'earnings with an AMA place');
  });
});
