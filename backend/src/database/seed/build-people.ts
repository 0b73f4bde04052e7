import { ACHIEVEMENT_TYPES, FIJI_SCHOOLS, HIGHLIGHT_TAGS, POSITIONS, PROVINCES, UNIONS, ageOn, type Position } from '@fiji/contracts';
import { SeedContext, type SeededPlayer } from './context';
import { addPaidSubscription } from './build-subscriptions';
import { unionForTown } from './build-organisations';
import {
  ACHIEVEMENT_TEMPLATES, BIO_GOALS, BIO_STRENGTHS, COMPETITIONS, FEMALE_FIRST_NAMES, HIGHLIGHT_TITLE_TEMPLATES,
  HOME_TOWNS, LAST_NAMES, MALE_FIRST_NAMES, POSITION_BIO_LEADS, RESERVED_FULL_NAMES,
} from './data/people';

export interface UserSeed {
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  phone?: string | null;
  dob?: string | null;
  guardianEmail?: string | null;
  guardianConsentAt?: Date | null;
  verified?: boolean;
  createdAt: Date;
  notificationPreferences?: Record<string, boolean>;
}

/** Adds a users row (key 'user:<email>') with the shared demo password hash. */
export function addUser(ctx: SeedContext, u: UserSeed): string {
  const email = u.email.toLowerCase();
  const id = ctx.newId(`user:${email}`);
  ctx.add('users', {
    id,
    email,
    first_name: u.firstName,
    last_name: u.lastName,
    full_name: `${u.firstName} ${u.lastName}`,
    profile_image_url: null,
    role: u.role,
    phone: u.phone ?? null,
    password_hash: ctx.passwordHash,
    dob: u.dob ?? null,
    guardian_email: u.guardianEmail ?? null,
    guardian_consent_at: u.guardianConsentAt ?? null,
    verified: u.verified ?? false,
    suspended_at: null,
    is_demo: true,
    notification_preferences: u.notificationPreferences ?? { emailNotifications: true, newMessages: true, profileViews: false },
    created_at: u.createdAt,
    updated_at: u.createdAt,
  });
  return id;
}

/** Realistic height (cm) and weight (kg) ranges per position for senior players. */
const BODY: Record<Position, { h: [number, number]; w: [number, number] }> = {
  'Loosehead Prop': { h: [176, 188], w: [105, 124] },
  'Tighthead Prop': { h: [178, 190], w: [108, 128] },
  Hooker: { h: [172, 182], w: [95, 108] },
  Lock: { h: [192, 204], w: [104, 120] },
  'Blindside Flanker': { h: [184, 194], w: [98, 110] },
  'Openside Flanker': { h: [180, 190], w: [92, 104] },
  'Number 8': { h: [185, 195], w: [100, 114] },
  'Scrum-half': { h: [165, 176], w: [70, 82] },
  'Fly-half': { h: [172, 183], w: [80, 92] },
  'Left Wing': { h: [175, 189], w: [82, 100] },
  'Inside Centre': { h: [178, 189], w: [90, 104] },
  'Outside Centre': { h: [178, 189], w: [88, 100] },
  'Right Wing': { h: [175, 189], w: [82, 100] },
  Fullback: { h: [177, 189], w: [84, 96] },
};

/** Positions a player at `primary` commonly also covers. */
const SECOND_POSITIONS: Record<Position, Position[]> = {
  'Loosehead Prop': ['Tighthead Prop', 'Hooker'],
  'Tighthead Prop': ['Loosehead Prop'],
  Hooker: ['Loosehead Prop', 'Openside Flanker'],
  Lock: ['Blindside Flanker', 'Number 8'],
  'Blindside Flanker': ['Openside Flanker', 'Number 8', 'Lock'],
  'Openside Flanker': ['Blindside Flanker', 'Number 8'],
  'Number 8': ['Blindside Flanker', 'Lock'],
  'Scrum-half': ['Fly-half', 'Right Wing'],
  'Fly-half': ['Inside Centre', 'Fullback', 'Scrum-half'],
  'Left Wing': ['Right Wing', 'Fullback', 'Outside Centre'],
  'Inside Centre': ['Outside Centre', 'Fly-half'],
  'Outside Centre': ['Inside Centre', 'Left Wing', 'Right Wing'],
  'Right Wing': ['Left Wing', 'Fullback'],
  Fullback: ['Left Wing', 'Right Wing', 'Fly-half'],
};

const FIRST_YEAR_OF_PLAY = 1990;

export interface PlayerSeed {
  email: string;
  firstName: string;
  lastName: string;
  dob: string;
  school: (typeof FIJI_SCHOOLS)[number];
  province: string;
  positions: Position[];
  formats: string[];
  gradYear: number;
  heightCm: number;
  weightKg: number;
  dominantSide: 'left' | 'right' | 'both';
  visibility: 'public' | 'recruiters' | 'private';
  verified: boolean;
  paid: boolean;
  highlightCount: number;
  achievementCount: number;
  bio: string;
  ageGradeTeam: string | null;
  createdAt: Date;
  guardianEmail?: string | null;
}

/** Adds a player's user, profile, subscription, highlights, achievements and metrics. */
export function addPlayer(ctx: SeedContext, p: PlayerSeed): SeededPlayer {
  const { rng } = ctx;
  const minor = ageOn(p.dob, ctx.now) < 18;
  const consentAt = minor ? new Date(p.createdAt.getTime() + 3_600_000) : null;
  const guardianEmail = minor ? (p.guardianEmail ?? `guardian.${p.lastName.toLowerCase()}.${p.email.split('@')[0].replace(/\W/g, '')}@family.demo.fj`) : null;
  const phone = ctx.phone(rng.pick(['7', '8', '9']));
  const userId = addUser(ctx, {
    email: p.email,
    firstName: p.firstName,
    lastName: p.lastName,
    role: 'player',
    phone,
    dob: p.dob,
    guardianEmail,
    guardianConsentAt: consentAt,
    createdAt: p.createdAt,
  });
  const email = p.email.toLowerCase();
  const playerId = ctx.newId(`player:${email}`);
  const union = unionForTown(p.school.city);
  const updatedAt = new Date(Math.min(ctx.now.getTime(), p.createdAt.getTime() + rng.int(0, 120) * 86_400_000));
  ctx.add('players', {
    id: playerId,
    user_id: userId,
    dob: p.dob,
    height_cm: p.heightCm,
    weight_kg: p.weightKg,
    dominant_side: p.dominantSide,
    positions: p.positions,
    formats: p.formats,
    school: p.school.name,
    province: p.province,
    grad_year: p.gradYear,
    age_grade_team: p.ageGradeTeam,
    bio: p.bio,
    profile_picture: null,
    contact_email: email,
    contact_phone: phone,
    visibility: p.visibility,
    verified_by_coach: p.verified,
    verified_at: p.verified ? updatedAt : null,
    verification_rejected_at: null,
    verification_rejection_reason: null,
    guardian_consent_at: consentAt,
    // Search placement follows the active Player Pro written below (ProPlacementService keeps it after).
    player_pro: Boolean(p.paid),
    created_at: p.createdAt,
    updated_at: updatedAt,
  });
  if (p.paid) {
    const periodStart = ctx.daysAgo(rng.int(1, 25));
    addPaidSubscription(ctx, email, userId, 'player_pro', periodStart, p.createdAt);
  }

  const seeded: SeededPlayer = {
    id: playerId, userId, firstName: p.firstName, lastName: p.lastName, email, school: p.school.name,
    province: p.province, union, positions: p.positions, gradYear: p.gradYear, minor, guardianEmail,
    verified: p.verified, visibility: p.visibility, paid: p.paid, highlightIds: [], createdAt: p.createdAt,
  };

  const opponents = FIJI_SCHOOLS.filter((s) => s.name !== p.school.name).map((s) => s.name);
  const ageDays = Math.max(1, Math.floor((ctx.now.getTime() - p.createdAt.getTime()) / 86_400_000));
  for (let i = 0; i < p.highlightCount; i++) {
    const tag = rng.pick(HIGHLIGHT_TAGS);
    const competition = rng.pick(COMPETITIONS);
    const opponent = competition.includes('Skipper') || competition.includes('Vanua') || competition.includes('Farebrother')
      ? `${rng.pick(UNIONS)}` : rng.pick(opponents);
    const title = rng.pick(HIGHLIGHT_TITLE_TEMPLATES)
      .replace('{tag}', tag).replace('{opponent}', opponent).replace('{competition}', competition);
    const createdAt = ctx.daysAgo(rng.int(0, Math.min(ageDays, 400)));
    const isVideo = rng.chance(0.8);
    const id = ctx.newId(`highlight:${email}:${i}`);
    seeded.highlightIds.push(id);
    const views = rng.int(5, p.verified ? 2500 : 600);
    ctx.add('highlights', {
      id,
      player_id: playerId,
      title,
      content_type: isVideo ? 'video' : 'image',
      provider: null,
      playback_id: null,
      url: null,
      thumb_url: null,
      file_path: null,
      duration_sec: isVideo ? rng.int(12, 150) : null,
      tags: rng.sample([...HIGHLIGHT_TAGS.filter((t) => t !== tag)], rng.int(0, 2)).concat(tag),
      competition,
      opponent,
      event_date: SeedContext.isoDate(new Date(createdAt.getTime() - rng.int(1, 20) * 86_400_000)),
      privacy: rng.weighted([['public', 85], ['recruiters', 12], ['private', 3]] as const),
      status: 'ready',
      guardian_consent_at: minor ? consentAt : null,
      views,
      likes: Math.floor(views * (0.05 + rng.next() * 0.2)),
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  const currentYear = ctx.now.getUTCFullYear();
  const birthYear = Number(p.dob.slice(0, 4));
  const town = rng.pick(HOME_TOWNS[p.province] ?? ['Suva']);
  const usedTitles = new Set<string>();
  for (let i = 0; i < p.achievementCount; i++) {
    const type = rng.weighted(ACHIEVEMENT_TYPES.map((t) => [t, t === 'international' ? 1 : 3] as const));
    const title = rng.pick(ACHIEVEMENT_TEMPLATES[type])
      .replace('{school}', p.school.name).replace('{union}', union).replace('{town}', town)
      .replace('{opponent}', rng.pick(opponents)).replace('{competition}', rng.pick(COMPETITIONS));
    if (usedTitles.has(title)) continue;
    usedTitles.add(title);
    const createdAt = ctx.daysAgo(rng.int(0, Math.min(ageDays, 300)));
    ctx.add('achievements', {
      id: ctx.newId(`achievement:${email}:${i}`),
      player_id: playerId,
      title,
      year: Math.max(FIRST_YEAR_OF_PLAY, rng.int(Math.max(birthYear + 14, currentYear - 5), currentYear)),
      type,
      note: rng.chance(0.5) ? rng.pick(['Started every match.', 'Selected by the coaching panel.', 'Named in the team of the tournament.', 'Played through injury in the final.']) : null,
      created_at: createdAt,
      updated_at: createdAt,
    });
  }

  if (p.verified && rng.chance(0.6)) {
    const measuredAt = ctx.daysAgo(rng.int(5, 120));
    const metrics: Array<[string, number, string]> = [
      ['40m sprint', Number((4.7 + rng.next() * 0.9).toFixed(2)), 's'],
      ['Bronco test', rng.int(265, 340), 's'],
      ['Vertical jump', rng.int(48, 72), 'cm'],
    ];
    metrics.forEach(([metric, value, unit], i) =>
      ctx.add('player_metrics', {
        id: ctx.newId(`metric:${email}:${i}`), player_id: playerId, metric, value, unit, measured_at: measuredAt,
      }),
    );
  }

  ctx.players.push(seeded);
  return seeded;
}

function bioFor(ctx: SeedContext, primary: Position, province: string, school: string, union: string, gradYear: number): string {
  const { rng } = ctx;
  const town = rng.pick(HOME_TOWNS[province] ?? ['Suva']);
  const lead = rng.pick(POSITION_BIO_LEADS[primary]);
  const schoolLine = gradYear <= ctx.now.getUTCFullYear()
    ? `Former ${school} 1st XV player.` : `Currently at ${school}, class of ${gradYear}.`;
  const strengths = rng.sample(BIO_STRENGTHS, rng.int(1, 2)).join(' ');
  const goal = rng.pick(BIO_GOALS).replace('{union}', union);
  return `${lead} from ${town}, ${province}. ${schoolLine} ${strengths} ${goal}`.slice(0, 500);
}

/** Builds a full player profile for a sample player (deterministic from the context's rng). */
export function samplePlayerSeed(ctx: SeedContext, index: number): PlayerSeed {
  const { rng } = ctx;
  const female = rng.chance(0.14);
  let firstName = '';
  let lastName = '';
  do {
    firstName = rng.pick(female ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES);
    lastName = rng.pick(LAST_NAMES);
  } while (RESERVED_FULL_NAMES.has(`${firstName} ${lastName}`));
  if (!female && rng.chance(0.04)) firstName = `Ratu ${firstName}`;

  const school = rng.pick(FIJI_SCHOOLS);
  const province = rng.chance(0.8) ? school.province : rng.pick(PROVINCES);
  const union = unionForTown(school.city);
  const gradYear = rng.int(2020, 2028);
  // Graduation at about 18: born in gradYear - 18; an account holder is at least 16.
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  let dob = `${gradYear - 18}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  if (ageOn(dob, ctx.now) < 16) {
    const d = new Date(ctx.now.getTime() - (16 * 365.25 + rng.int(10, 200)) * 86_400_000);
    dob = SeedContext.isoDate(d);
  }
  const age = ageOn(dob, ctx.now);

  const primary = rng.pick(POSITIONS);
  const positions: Position[] = [primary];
  if (rng.chance(0.55)) positions.push(rng.pick(SECOND_POSITIONS[primary]));
  if (rng.chance(0.15)) {
    const third = rng.pick(SECOND_POSITIONS[positions[positions.length - 1]]);
    if (!positions.includes(third)) positions.push(third);
  }
  const uniquePositions = [...new Set(positions)];

  const formats: string[] = [];
  if (rng.chance(0.85)) formats.push('15s');
  if (rng.chance(0.55)) formats.push('7s');
  if (rng.chance(0.1)) formats.push('Beach');
  if (rng.chance(0.1)) formats.push('Touch');
  if (formats.length === 0) formats.push('7s');

  const body = BODY[primary];
  const youth = age < 18 ? 0.92 : age < 20 ? 0.97 : 1;
  const femaleScale = female ? 0.9 : 1;
  const heightCm = Math.round(rng.int(body.h[0], body.h[1]) * (female ? 0.94 : 1) * (age < 18 ? 0.98 : 1));
  const weightKg = Math.round(rng.int(body.w[0], body.w[1]) * youth * femaleScale);

  const verified = rng.chance(0.4);
  const paid = rng.chance(0.15);
  const highlightCount = paid ? rng.int(2, 8) : rng.weighted([[0, 15], [1, 25], [2, 30], [3, 30]] as const);
  const createdAt = ctx.daysAgo(rng.int(3, 520));
  const ageGradeTeam = age < 18
    ? rng.pick([`${school.name} U18`, `${union} U18`, `${school.name} 1st XV`])
    : age < 20 ? rng.pick([`${union} U19`, `${union} U20`, 'Fiji U20 wider squad']) : rng.pick([`${union} Senior`, `${union} Skipper Cup squad`, null]);
  const localPart = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
  return {
    email: `${localPart}.${index + 1}@players.demo.fj`,
    firstName,
    lastName,
    dob,
    school,
    province,
    positions: uniquePositions,
    formats,
    gradYear,
    heightCm,
    weightKg,
    dominantSide: rng.weighted([['right', 70], ['left', 20], ['both', 10]] as const),
    visibility: rng.weighted([['public', 85], ['recruiters', 10], ['private', 5]] as const),
    verified,
    paid,
    highlightCount,
    achievementCount: rng.weighted([[0, 20], [1, 30], [2, 25], [3, 15], [4, 10]] as const),
    bio: bioFor(ctx, primary, province, school.name, union, gradYear),
    ageGradeTeam,
    createdAt,
  };
}

export const SAMPLE_PLAYER_COUNT = 220;

export function buildSamplePlayers(ctx: SeedContext): void {
  for (let i = 0; i < SAMPLE_PLAYER_COUNT; i++) addPlayer(ctx, samplePlayerSeed(ctx, i));
}
