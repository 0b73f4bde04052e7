/**
 * The safeguarding desk in a real browser (docs/admin.md, "Moderation"), at 360 px and 1280 px: a user
 * reports a 17-year-old's highlight as child safety from the player's profile; the admin, signed in with
 * the two-factor code on the console's own origin (port + 1), finds the case first in the queue and hides the
 * highlight (the audit log shows the decision); it is gone for the reporter, and the reporter and the player's guardian are told (their
 * mail in DATA_DIR/mail); the player opens the decision from the dashboard notification and appeals. axe audits the Report dialog, the queue and the Hide dialog.
 */
import type { APIRequestContext, Page } from 'playwright-core';
import { apiClient, expectOk, PROFILE, signIn, signUp } from './support/accounts';
import { auditDialog, auditPage } from './support/axe';
import { pngBytes } from './support/media';
import { adminOrigin, expectOnAdminOrigin, servedByAdminOrigin } from './support/admin-origin';
import { mailsTo } from './support/mail';
import { siteUrl } from './support/run-state';
import { expectToast, until } from './support/ui';
import { useSuiteBrowser, WIDTHS } from './support/suite';

const base = siteUrl();
const consoleOrigin = adminOrigin();

const suite = useSuiteBrowser();

async function newPage(viewport: { width: number; height: number }): Promise<Page> {
  return suite.newPage(viewport);
}


/** A 17-year-old player (guardian consent given) with a public profile and a photo highlight that finished processing. */
async function minorWithHighlight(tag: string): Promise<{ api: APIRequestContext; email: string; playerId: string; highlightId: string; title: string; guardianEmail: string }> {
  const api = await apiClient();
  const born = new Date();
  born.setUTCFullYear(born.getUTCFullYear() - 17, born.getUTCMonth() - 2);
  const dob = born.toISOString().slice(0, 10);
  const guardianEmail = `guardian.mod.${tag}@e2e.example.fj`;
  const email = `litia.${tag}@e2e.example.fj`;
  await expectOk(
    await api.post(`${base}/api/auth/signup`, {
      data: { firstName: 'Litia', lastName: `Waqa${tag}`, email, password: 'Kaivata2026!', role: 'player', dob, guardianEmail, guardianConsent: true },
    }),
    'sign up a minor',
  );
  const profile = await expectOk<{ id: string }>(await api.post(`${base}/api/players`, { data: { ...PROFILE, dob, guardianConsent: true } }), 'create profile');
  const target = await expectOk<{ uploadURL: string; objectPath: string }>(await api.post(`${base}/api/objects/upload`), 'upload URL');
  await expectOk(await api.put(`${base}${target.uploadURL}`, { headers: { 'content-type': 'image/png' }, data: await pngBytes({ r: 20, g: 120, b: 60 }, 320) }), 'upload');
  const title = `Sevens final ${tag}`;
  const created = await expectOk<{ id: string }>(
    await api.post(`${base}/api/highlights`, { data: { title, contentType: 'image', filePath: target.objectPath, privacy: 'public', tags: [], guardianConsent: true } }),
    'create highlight',
  );
  await until(
    async () => (await expectOk<Array<{ id: string; status: string }>>(await api.get(`${base}/api/highlights/player/${profile.id}`), 'highlights')).find((h) => h.id === created.id)?.status,
    'ready',
    { timeout: 40_000, interval: 500 },
  );
  return { api, email, playerId: profile.id, highlightId: created.id, title, guardianEmail };
}

describe.each(WIDTHS)('moderation at %s', (label, viewport) => {
  it("a child-safety report of a minor's highlight is hidden by the admin; the reporter and the guardian are told", async () => {
    const tag = `${Date.now().toString(36)}${label.replace(/\D/g, '')}`;
    const minor = await minorWithHighlight(tag);

    // A signed-in adult reports the highlight from the player's profile.
    const reporterPage = await newPage(viewport);
    const reporter = await signUp(reporterPage.context().request, 'player', 'Reporter');
    await reporterPage.goto(`${base}/player/${minor.playerId}`);
    const tile = reporterPage.getByRole('listitem').filter({ hasText: minor.title });
    const trigger = tile.getByRole('button', { name: 'Report' });
    const dialog = reporterPage.getByTestId('report-dialog');
    const focusOnTrigger = () => trigger.evaluate((el) => el === document.activeElement);
    // Escape closes the dialog and gives focus back to its trigger.
    await trigger.click();
    await dialog.waitFor();
    await reporterPage.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await until(focusOnTrigger, true);
    await trigger.click();
    await dialog.getByRole('heading', { name: `Report "${minor.title}"` }).waitFor();
    await auditDialog(reporterPage, dialog, `report dialog ${label}`);
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.getByText('Please describe the problem').waitFor();
    await dialog.getByLabel('Child safety').check();
    await dialog.getByLabel('What happened').fill('This photo shows a child and should not be public.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await dialog.waitFor({ state: 'detached' });
    await until(focusOnTrigger, true);
    await expectToast(reporterPage, 'Report sent');

    // The admin, signed in (two-factor passed) on the console's own origin, finds the case at the top and hides the highlight.
    const admin = await newPage(viewport);
    const fromAdminOrigin = servedByAdminOrigin(admin);
    await signIn(admin.context().request, 'admin@demo.fj', consoleOrigin);
    await admin.goto(`${consoleOrigin}/admin/moderation`);
    await admin.getByRole('heading', { name: 'Content Moderation' }).waitFor();
    expectOnAdminOrigin(admin, '/admin/moderation');
    expect(fromAdminOrigin.some((u) => u.endsWith('mf-manifest.json'))).toBe(true);
    const card = admin.getByTestId('moderation-case').filter({ hasText: minor.title });
    await card.getByText('Child safety', { exact: true }).waitFor();
    await card.getByText('Minor involved').waitFor();
    await auditPage(admin, `moderation queue ${label}`);
    await card.getByRole('button', { name: 'Hide content' }).click();
    const hide = admin.getByTestId('moderation-action-dialog');
    await auditDialog(admin, hide, `hide dialog ${label}`);
    await hide.getByLabel('Reason').fill('A child in an unsafe image');
    await hide.getByRole('button', { name: 'Hide', exact: true }).click();
    await expectToast(admin, 'Decision recorded');
    await card.waitFor({ state: 'detached' });

    // The audit log shows the decision: who hid which highlight, and why.
    await admin.goto(`${consoleOrigin}/admin/audit`);
    await admin.getByLabel('Target (id or type)').fill(minor.highlightId);
    await admin.getByRole('button', { name: 'Apply filters' }).click();
    await admin.getByTestId('audit-row').filter({ hasText: 'hide' }).filter({ hasText: 'A child in an unsafe image' }).waitFor();

    // Gone for the reporter like a missing highlight; the reporter and the minor's guardian are told.
    const api = reporterPage.context().request;
    expect((await api.get(`${base}/api/highlights/${minor.highlightId}`)).status()).toBe(404);
    await reporterPage.reload();
    await reporterPage.getByTestId('player-profile').waitFor();
    await until(() => reporterPage.getByText(minor.title).count(), 0);
    const notes = await expectOk<Array<{ title: string; message: string }>>(await api.get(`${base}/api/notifications`), 'notifications');
    expect(notes.some((n) => n.title === 'Your report was reviewed' && n.message.includes('removed it from the site'))).toBe(true);
    await until(() => Promise.resolve(mailsTo(reporter.email).some((m) => m.includes('removed it from the site'))), true);
    await until(() => Promise.resolve(mailsTo(minor.guardianEmail).some((m) => m.includes('young person in your care'))), true);

    // The player reaches the decision from the dashboard's notification and appeals once.
    const owner = await newPage(viewport);
    await expectOk(await owner.context().request.post(`${base}/api/auth/login`, { data: { email: minor.email, password: 'Kaivata2026!' } }), 'owner signs in');
    await owner.goto(`${base}/`);
    await owner.getByRole('button', { name: 'Notifications' }).click();
    await owner.getByRole('link', { name: 'See the decision and appeal' }).first().click();
    await owner.getByRole('heading', { name: 'Moderation decision' }).waitFor();
    await owner.getByText('Reason: A child in an unsafe image').waitFor();
    await owner.getByLabel('Why the decision should change').fill('It is a team photo from the final.');
    await owner.getByRole('button', { name: 'Send appeal' }).click();
    await expectToast(owner, 'Appeal sent');
    await owner.getByText('Waiting for an admin.').waitFor();
  });
});
