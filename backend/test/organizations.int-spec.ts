import request from 'supertest';
import { LIMITS, ORGANIZATION_MESSAGES } from '@fiji/contracts';
import { createTestApp, type TestApp } from './app.factory';
import { signedIn } from './helpers';

/** GET /api/organizations: the clubs directory, its filters and the preview for players and visitors. */
describe('clubs directory (GET /api/organizations)', () => {
  let t: TestApp;
  const LONG = 'Kumalaberry pudding club on the Rewa delta. '.repeat(6); // > 100 characters
  beforeAll(async () => {
    t = await createTestApp();
    // Test organisations in one union with words no seeded organisation uses.
    await t.dataSource.query(
      `INSERT INTO orgs (name, org_type, description, province, city, contact_email, contact_phone, website, established_year, age_groups, is_active)
       VALUES ('Zzyzx Barbarians RFC', 'club', $1, 'Serua', 'Qwertown', 'zz@club.test', '+679 111 2222', 'https://zz.test', 1999,
               '{"U16","U17","U18","U19","Senior","Masters"}', true),
              ('Zzyzx Academy', 'academy', 'Short text', 'Serua', 'Navua', NULL, NULL, NULL, 2010, '{"U16"}', true),
              ('Zzyzx Closed RFC', 'club', 'Folded long ago', 'Serua', 'Qwertown', NULL, NULL, NULL, 1950, '{}', false),
              ('100% Rugby_Club', 'club', 'Percent and underscore', 'Ovalau', 'Levuka', NULL, NULL, NULL, 2001, '{}', true)`,
      [LONG],
    );
  });
  afterAll(() => t.close());

  const countIn = async (union: string) =>
    Number((await t.dataSource.query(`SELECT count(*)::int AS n FROM orgs WHERE province = $1 AND is_active`, [union]))[0].n);

  it('a signed-out visitor gets the preview: cut description, 2 age groups, no contact keys at all', async () => {
    const res = await request(t.server).get('/api/organizations').query({ province: 'Serua' }).expect(200);
    expect(res.body.preview).toBe(true);
    expect(res.body.total).toBe(await countIn('Serua'));
    expect(res.body.matched).toBe(res.body.total);
    expect(res.body.results).toHaveLength(res.body.total);
    for (const org of res.body.results) {
      expect(org.province).toBe('Serua');
      for (const hidden of ['contactEmail', 'contactPhone', 'website', 'establishedYear']) expect(org).not.toHaveProperty(hidden);
      expect(org.ageGroups.length).toBeLessThanOrEqual(LIMITS.previewAgeGroups);
      expect((org.description ?? '').length).toBeLessThanOrEqual(LIMITS.previewOrgDescriptionChars);
    }
    const zz = res.body.results.find((o: { name: string }) => o.name === 'Zzyzx Barbarians RFC');
    expect(zz.description).toBe(LONG.slice(0, 100));
    expect(zz.ageGroups).toEqual(['U16', 'U17']);
    expect(JSON.stringify(res.body)).not.toContain('zz@club.test');
    expect(res.body.results.map((o: { name: string }) => o.name)).not.toContain('Zzyzx Closed RFC');
  });

  it('a signed-in player gets the same preview', async () => {
    const player = await signedIn(t.server, 'player.paid@demo.fj');
    const res = await player.get('/api/organizations').query({ province: 'Serua', q: 'zzyzx barbarians' }).expect(200);
    expect(res.body.preview).toBe(true);
    expect(res.body.results).toHaveLength(1);
    expect(Object.keys(res.body.results[0]).sort()).toEqual(
      ['ageGroups', 'city', 'description', 'id', 'logoUrl', 'name', 'orgType', 'playerCount', 'province', 'verified'],
    );
  });

  it.each(['recruiter.free@demo.fj', 'mentor@demo.fj', 'admin@demo.fj'])('%s (a non-player role) gets the full view', async (email) => {
    const agent = await signedIn(t.server, email);
    const res = await agent.get('/api/organizations').query({ province: 'Serua', q: 'Zzyzx Barbarians' }).expect(200);
    expect(res.body.preview).toBe(false);
    expect(res.body.results[0]).toMatchObject({
      name: 'Zzyzx Barbarians RFC',
      description: LONG,
      establishedYear: 1999,
      contactEmail: 'zz@club.test',
      contactPhone: '+679 111 2222',
      website: 'https://zz.test',
      ageGroups: ['U16', 'U17', 'U18', 'U19', 'Senior'],
    });
  });

  it('q matches name, city and description case-insensitively; total stays the union count', async () => {
    const total = await countIn('Serua');
    for (const q of ['ZZYZX BARB', 'qwerTOWN', 'KUMALABERRY']) {
      const res = await request(t.server).get('/api/organizations').query({ province: 'Serua', q }).expect(200);
      expect(res.body.results.map((o: { name: string }) => o.name)).toEqual(['Zzyzx Barbarians RFC']);
      expect(res.body.matched).toBe(1);
      expect(res.body.total).toBe(total);
    }
    // LIKE wildcards in q are literal text
    const pct = await request(t.server).get('/api/organizations').query({ q: '100%' }).expect(200);
    expect(pct.body.results.map((o: { name: string }) => o.name)).toEqual(['100% Rugby_Club']);
    const none = await request(t.server).get('/api/organizations').query({ q: '%' }).expect(200);
    expect(none.body.results.map((o: { name: string }) => o.name)).toEqual(['100% Rugby_Club']);
  });

  it('filters by type and city; empty and "all" values are ignored', async () => {
    const academies = await request(t.server).get('/api/organizations').query({ province: 'Serua', orgType: 'academy' }).expect(200);
    expect(academies.body.results.length).toBeGreaterThan(0);
    expect(academies.body.results.every((o: { orgType: string }) => o.orgType === 'academy')).toBe(true);
    expect(academies.body.results.map((o: { name: string }) => o.name)).toContain('Zzyzx Academy');

    const city = await request(t.server).get('/api/organizations').query({ province: 'Serua', city: 'qwert' }).expect(200);
    expect(city.body.results.map((o: { name: string }) => o.name)).toEqual(['Zzyzx Barbarians RFC']);

    const all = await request(t.server).get('/api/organizations').query({ province: 'Serua', orgType: 'all', q: '', city: ' ' }).expect(200);
    expect(all.body.matched).toBe(await countIn('Serua'));

    const everywhere = await request(t.server).get('/api/organizations').expect(200);
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM orgs WHERE is_active`);
    expect(everywhere.body.total).toBe(n);
  });

  it('refuses an unknown union or type, naming the field', async () => {
    const res = await request(t.server).get('/api/organizations').query({ province: 'Atlantis', orgType: 'pub' }).expect(400);
    expect(res.body.errors).toEqual({ province: ORGANIZATION_MESSAGES.unknownUnion, orgType: ORGANIZATION_MESSAGES.unknownType });
  });
});
