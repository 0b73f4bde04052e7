import { birthDateFor, canSeeHighlight, canSeeProfile, contactFieldsFor, CONTACT_VIA_REQUEST } from './visibility';
import { paywalledFields, seesFullProfile } from './preview';
import { buildViewer, toSubscriptionStatus } from './viewer-access.service';
import type { Viewer } from './viewer';
import { ageOn, PLAN_ENTITLEMENTS } from '@fiji/contracts';

const row = { verified: false, org_verified: null, plan: null, plan_status: null, seats: null, plan_period_start: null };
const viewer = (over: Partial<Viewer> = {}): Viewer => ({
  id: 'v1', role: 'recruiter', isAdmin: false, isRecruitingRole: true, isVerifiedRecruiter: false,
  planType: 'free', planStatus: 'active', isPaid: false, entitlements: PLAN_ENTITLEMENTS.free, viewerType: 'free_recruiter', planPeriodStart: null, ...over,
});
const today = new Date('2026-11-22T12:00:00Z');

describe('profile visibility (docs/decisions.md)', () => {
  const owner = { userId: 'owner' };
  it.each([
    ['public', viewer(), true],
    ['recruiters', viewer(), false],
    ['recruiters', viewer({ isVerifiedRecruiter: true }), true],
    ['private', viewer({ isVerifiedRecruiter: true, isPaid: true }), false],
    ['private', viewer({ isAdmin: true, role: 'admin' }), true],
    ['private', viewer({ id: 'owner', role: 'player' }), true],
  ] as const)('%s profile seen by %j: %s', (visibility, v, expected) => {
    expect(canSeeProfile(v, { ...owner, visibility })).toBe(expected);
  });

  it('signed-out visitors see no profile, suspended owners are hidden from non-admins', () => {
    expect(canSeeProfile(null, { ...owner, visibility: 'public' })).toBe(false);
    expect(canSeeProfile(viewer(), { ...owner, visibility: 'public', ownerSuspended: true })).toBe(false);
    expect(canSeeProfile(viewer({ isAdmin: true }), { ...owner, visibility: 'public', ownerSuspended: true })).toBe(true);
  });

  it('others see only ready highlights their level allows; the owner sees every state', () => {
    const p = { ...owner, visibility: 'public' };
    expect(canSeeHighlight(viewer(), p, { privacy: 'public', status: 'processing' })).toBe(false);
    expect(canSeeHighlight(viewer(), p, { privacy: 'recruiters', status: 'ready' })).toBe(false);
    expect(canSeeHighlight(viewer({ isVerifiedRecruiter: true }), p, { privacy: 'recruiters', status: 'ready' })).toBe(true);
    expect(canSeeHighlight(viewer({ id: 'owner' }), p, { privacy: 'private', status: 'failed' })).toBe(true);
  });
});

describe('minor contact safeguard', () => {
  const minor = { userId: 'owner', dob: '2010-01-01', contactEmail: 'kid@example.test', contactPhone: '+679 1' };
  const adult = { ...minor, dob: '2000-01-01' };

  it('withholds a minor\'s email and phone from everyone but the player, admins and an approved contact', () => {
    expect(contactFieldsFor(viewer({ isPaid: true }), minor, false, today)).toEqual({ contactEmail: null, contactPhone: null, contactNote: CONTACT_VIA_REQUEST });
    expect(contactFieldsFor(null, minor, false, today).contactEmail).toBeNull();
    expect(contactFieldsFor(viewer({ id: 'owner' }), minor, false, today).contactEmail).toBe('kid@example.test');
    expect(contactFieldsFor(viewer({ isAdmin: true }), minor, false, today).contactPhone).toBe('+679 1');
    expect(contactFieldsFor(viewer(), minor, true, today).contactEmail).toBe('kid@example.test');
  });

  it('gives an adult\'s contact fields to paid viewers only (paid plans gate direct contact)', () => {
    expect(contactFieldsFor(viewer({ isPaid: true }), adult, false, today)).toEqual({ contactEmail: 'kid@example.test', contactPhone: '+679 1' });
    expect(contactFieldsFor(viewer(), adult, false, today)).toMatchObject({ contactEmail: null, contactPhone: null });
    expect(contactFieldsFor(viewer(), adult, true, today).contactEmail).toBe('kid@example.test');
  });

  it('treats the player as a minor when either date of birth says so', () => {
    expect(contactFieldsFor(viewer({ isPaid: true }), { ...adult, accountDob: '2010-01-01' }, false, today).contactEmail).toBeNull();
  });
});

describe('viewer type and plan', () => {
  it('a recruiter on the Recruiter Plan is a paid user who can contact and respond', () => {
    const v = buildViewer('u', { ...row, role: 'recruiter', plan: 'recruiter', plan_status: 'active' });
    expect(v.viewerType).toBe('paid_user');
    expect(toSubscriptionStatus(v)).toMatchObject({ canContact: true, canRespond: true, upgradeRequired: false, planType: 'recruiter' });
  });

  it('a free player is free_player and must upgrade; a cancelled Player Pro is not paid', () => {
    expect(buildViewer('u', { ...row, role: 'player' }).viewerType).toBe('free_player');
    const cancelled = buildViewer('u', { ...row, role: 'player', plan: 'player_pro', plan_status: 'cancelled' });
    expect(toSubscriptionStatus(cancelled)).toMatchObject({ isPaid: false, upgradeRequired: true, status: 'cancelled' });
  });

  it('a recruiting role is verified through its own account or its organisation', () => {
    expect(buildViewer('u', { ...row, role: 'club', org_verified: true }).isVerifiedRecruiter).toBe(true);
    expect(buildViewer('u', { ...row, role: 'club', verified: true }).isVerifiedRecruiter).toBe(true);
    expect(buildViewer('u', { ...row, role: 'club' }).isVerifiedRecruiter).toBe(false);
    expect(buildViewer('u', { ...row, role: 'mentor', verified: true }).isVerifiedRecruiter).toBe(false);
  });

  it('a plan counts only for a role that may hold it, and during a failed renewal\'s grace', () => {
    expect(buildViewer('u', { ...row, role: 'player', plan: 'recruiter', plan_status: 'active' }).isPaid).toBe(false);
    expect(buildViewer('u', { ...row, role: 'mentor', plan: 'mentor_pro', plan_status: 'past_due' })).toMatchObject({ isPaid: true, entitlements: { sessionBooking: true } });
    expect(buildViewer('u', { ...row, role: 'club', plan: 'recruiter', plan_status: 'active', seats: 4 }).entitlements.seats).toBe(4);
  });

  it('admins count as paid', () => {
    expect(buildViewer('u', { ...row, role: 'admin' })).toMatchObject({ isPaid: true, isAdmin: true, viewerType: 'paid_user' });
  });
});

describe('the paywall preview (one builder for search, profiles and highlights)', () => {
  const source = { positions: ['Hooker', 'Lock', 'Number 8', 'Fullback'], bio: 'x'.repeat(120), formats: ['15s'], highlightCount: 7 };

  it('a free viewer gets 2 positions + how many more, the bio cut to 80, "1+" and no formats', () => {
    expect(paywalledFields(source, false)).toEqual({ positions: ['Hooker', 'Lock'], positionsMore: 2, bio: 'x'.repeat(80), highlightCount: '1+', _isPreview: true });
    expect(paywalledFields({ ...source, highlightCount: 0, bio: null, positions: null }, false)).toMatchObject({ highlightCount: 0, bio: null, positions: [], positionsMore: 0 });
  });

  it('the full view keeps everything', () => {
    expect(paywalledFields(source, true)).toEqual({ ...source, positionsMore: 0, _isPreview: false });
  });

  it('paid viewers of any role, admins and the owner see the full profile; free viewers the preview', () => {
    const player = { userId: 'owner' };
    expect(seesFullProfile(viewer({ isPaid: true }), player)).toBe(true);
    expect(seesFullProfile(viewer({ role: 'player', isRecruitingRole: false, isPaid: true, planType: 'player_pro' }), player)).toBe(true);
    expect(seesFullProfile(viewer({ role: 'mentor', isRecruitingRole: false, isPaid: true, planType: 'mentor_pro' }), player)).toBe(true);
    expect(seesFullProfile(viewer({ isAdmin: true, role: 'admin' }), player)).toBe(true);
    expect(seesFullProfile(viewer({ id: 'owner', role: 'player' }), player)).toBe(true);
    expect(seesFullProfile(viewer(), player)).toBe(false);
    expect(seesFullProfile(null, player)).toBe(false);
  });
});

describe("a minor's date of birth", () => {
  const minor = { userId: 'owner', dob: '2010-01-01' };
  it('goes to the player, admins and an approved contact; others (paid or not) get null', () => {
    expect(birthDateFor(viewer({ isPaid: true }), minor, false, today)).toBeNull();
    expect(birthDateFor(null, minor, false, today)).toBeNull();
    expect(birthDateFor(viewer({ id: 'owner', role: 'player' }), minor, false, today)).toBe('2010-01-01');
    expect(birthDateFor(viewer({ isAdmin: true }), minor, false, today)).toBe('2010-01-01');
    expect(birthDateFor(viewer(), minor, true, today)).toBe('2010-01-01');
  });
  it("an adult's stays; the younger account date of birth makes the player a minor", () => {
    expect(birthDateFor(viewer(), { userId: 'owner', dob: '2000-01-01' }, false, today)).toBe('2000-01-01');
    expect(birthDateFor(viewer(), { userId: 'owner', dob: '2000-01-01', accountDob: '2010-01-01' }, false, today)).toBeNull();
  });
});

describe('age on a day (ageOn, the minors safeguard)', () => {
  it.each([
    ['2008-11-22', 18], // 18th birthday today
    ['2008-11-23', 17], // tomorrow
    ['2008-12-01', 17],
    ['2008-02-29', 18],
    ['2009-01-01', 17],
  ])('born %s: %i on 2026-11-22', (dob, age) => {
    expect(ageOn(dob, today)).toBe(age);
    // The same day given as a Date or as a timestamp text counts the same.
    expect(ageOn(new Date(`${dob}T00:00:00Z`), today)).toBe(age);
    expect(ageOn(`${dob}T00:00:00.000Z`, today)).toBe(age);
  });

  it('a birthday on 29 February counts from 1 March in other years', () => {
    expect(ageOn('2008-02-29', new Date('2026-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn('2008-02-29', new Date('2026-03-01T00:00:00Z'))).toBe(18);
  });
});
