import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import request from 'supertest';
import { CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn, uniqueEmail } from './helpers';

describe('Contact Us and Beta Feedback', () => {
  let t: TestApp;
  let mailDir: string;
  beforeAll(async () => {
    t = await createTestApp({ SUPPORT_EMAIL: 'support@fiji-test.example' });
    mailDir = join(t.config.dataDir, 'mail');
  });
  afterAll(() => t.close());

  const emls = () => (existsSync(mailDir) ? readdirSync(mailDir).filter((f) => f.endsWith('.eml')).map((f) => readFileSync(join(mailDir, f), 'utf8')) : []);

  it('400 names every missing field with its message', async () => {
    const res = await request(t.server).post('/api/contact').send({ email: 'nope' }).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
    expect(res.body.message).toEqual(Object.values(res.body.errors));
  });

  it('201 stores the submission and mails the sender and support (.eml files)', async () => {
    const email = uniqueEmail('sender');
    const body = { firstName: 'Mere', lastName: 'Ratu', email, role: 'parent', subject: 'Technical Issue', message: 'The upload page keeps spinning.' };
    await request(t.server).post('/api/contact').send(body).expect(201, { ok: true });
    const rows = await t.dataSource.query('SELECT first_name, last_name, email, role, subject, message, status FROM contact_submissions WHERE email = $1', [email]);
    expect(rows).toEqual([{ first_name: 'Mere', last_name: 'Ratu', email, role: 'parent', subject: 'Technical Issue', message: 'The upload page keeps spinning.', status: 'new' }]);

    const deadline = Date.now() + 15_000;
    let toSender: string | undefined;
    let toSupport: string | undefined;
    while (Date.now() < deadline && !(toSender && toSupport)) {
      const all = emls();
      toSender = all.find((m) => headerLines(m).includes(`To: ${email}`));
      toSupport = all.find((m) => headerLines(m).includes('To: support@fiji-test.example') && m.includes(email));
      if (!(toSender && toSupport)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(toSender).toMatch(/Subject: We received your message\r?\n/);
    expect(toSupport).toMatch(/Subject: \[Contact\] Technical Issue/);
    expect(toSupport).toMatch(new RegExp(`Reply-To: ${email.replace(/[.]/g, '\\.')}`));
    // the durable job record is done
    await new Promise((r) => setTimeout(r, 100));
    const jobs = await t.dataSource.query(`SELECT status FROM job_records WHERE name = 'mail.contact' AND payload->>'submissionId' = (SELECT id::text FROM contact_submissions WHERE email = $1)`, [email]);
    expect(jobs).toEqual([{ status: 'done' }]);
  });

  it('the confirmation to the sender carries no text the sender typed (no spam relay); the support copy keeps it all', async () => {
    const email = uniqueEmail('victim');
    const spam = {
      firstName: 'Cheap pills at http://spam.example/a',
      lastName: 'Visit www.spam.example',
      email,
      subject: 'WIN $1000 now http://spam.example/win',
      message: 'Click https://spam.example/phish to claim your prize',
    };
    await request(t.server).post('/api/contact').send(spam).expect(201, { ok: true });
    const deadline = Date.now() + 15_000;
    let toSender: string | undefined;
    let toSupport: string | undefined;
    while (Date.now() < deadline && !(toSender && toSupport)) {
      const all = emls();
      toSender = all.find((m) => headerLines(m).includes(`To: ${email}`));
      toSupport = all.find((m) => headerLines(m).includes('To: support@fiji-test.example') && m.includes(email));
      if (!(toSender && toSupport)) await new Promise((r) => setTimeout(r, 100));
    }
    expect(toSender).toBeDefined();
    // decoded (quoted-printable soft breaks undone) so a split URL cannot hide from the check
    const senderText = decodeQp(toSender!);
    for (const typed of ['spam.example', 'Cheap pills', 'WIN $1000', 'Click', 'claim your prize', 'Visit']) {
      expect(senderText).not.toContain(typed);
    }
    expect(senderText).toMatch(/Subject: We received your message\r?\n/);
    expect(senderText).toContain('Thank you for contacting Fiji Rugby Talent');
    const supportText = decodeQp(toSupport!);
    for (const typed of [spam.subject, spam.message, spam.firstName, spam.lastName]) expect(supportText).toContain(typed);
    expect(supportText).toMatch(new RegExp(`Reply-To: ${email.replace(/[.]/g, '\\.')}`));
  });

  it(`confirms at most ${CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY} messages a day to one address; support still gets every message`, async () => {
    const email = uniqueEmail('target');
    const sends = CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY + 2;
    for (let i = 0; i < sends; i++) {
      await request(t.server).post('/api/contact').send({ firstName: 'A', lastName: 'B', email: email.toUpperCase(), subject: `Try ${i}`, message: 'Hello' }).expect(201);
    }
    await t.jobs.drain();
    const deadline = Date.now() + 15_000;
    let support: string[] = [];
    while (Date.now() < deadline && support.length < sends) {
      support = emls().filter((m) => headerLines(m).includes('To: support@fiji-test.example') && m.toLowerCase().includes(email));
      if (support.length < sends) await new Promise((r) => setTimeout(r, 100));
    }
    expect(support).toHaveLength(sends);
    await new Promise((r) => setTimeout(r, 300));
    const confirmations = emls().filter((m) => headerLines(m).some((l) => l.toLowerCase() === `to: ${email}`));
    expect(confirmations).toHaveLength(CONTACT_CONFIRMATIONS_PER_ADDRESS_PER_DAY);
  });

  it('refuses an unknown role and extra fields', async () => {
    const res = await request(t.server)
      .post('/api/contact')
      .send({ firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'hacker', subject: 'S', message: 'M', extra: 1 })
      .expect(400);
    expect(res.body.errors.role).toBe('Please select a valid role');
    expect(res.body.errors.extra).toMatch(/should not exist/);
  });

  it('beta feedback: userType required, ratings 1-5, email valid or empty', async () => {
    const res = await request(t.server).post('/api/beta-feedback').send({ overallRating: 9, contactEmail: 'bad' }).expect(400);
    expect(res.body.errors).toEqual({
      userType: 'Please select your user type',
      overallRating: 'Please choose a rating from 1 to 5',
      contactEmail: 'Please enter a valid email address',
    });
  });

  it('beta feedback: 201 with defaults, linked to the signed-in user', async () => {
    await request(t.server)
      .post('/api/beta-feedback')
      .send({ userType: 'parent', contactEmail: '', suggestions: 'More videos' })
      .expect(201, { ok: true });
    const anon = await t.dataSource.query(`SELECT overall_rating, ease_of_use, feature_completeness, would_recommend, contact_email, user_id FROM beta_feedback WHERE suggestions = 'More videos'`);
    expect(anon).toEqual([{ overall_rating: 5, ease_of_use: 5, feature_completeness: 5, would_recommend: true, contact_email: null, user_id: null }]);

    const agent = await signedIn(t.server, 'coach@demo.fj');
    await agent
      .post('/api/beta-feedback')
      .send({ userType: 'coach', overallRating: 4, easeOfUse: 3, featureCompleteness: 2, wouldRecommend: false, bugReports: 'coach-bug' })
      .expect(201);
    const mine = await t.dataSource.query(`SELECT f.overall_rating, f.would_recommend, u.email FROM beta_feedback f JOIN users u ON u.id = f.user_id WHERE f.bug_reports = 'coach-bug'`);
    expect(mine).toEqual([{ overall_rating: 4, would_recommend: false, email: 'coach@demo.fj' }]);
  });
});

const headerLines = (eml: string): string[] => eml.split(/\r?\n/).map((l) => l.trimEnd());

/** The .eml as a reader sees it: soft line breaks and =XX escapes of quoted-printable undone. */
const decodeQp = (eml: string): string =>
  eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
