import { FIJI_SCHOOLS, type Position } from '@fiji/contracts';
import { SeedContext } from './context';
import { addPaidSubscription } from './build-subscriptions';
import { addPlayer, addUser } from './build-people';
import { DEMO_MENTOR, SAMPLE_MENTORS, type MentorSeed } from './data/mentors';

/** The demo portal and seeded role accounts (contracts DEMO_ACCOUNTS / SEEDED_ROLE_ACCOUNTS). */
export const DEMO_EMAILS = {
  playerPaid: 'player.paid@demo.fj',
  playerFree: 'player.free@demo.fj',
  recruiterPaid: 'recruiter.paid@demo.fj',
  recruiterFree: 'recruiter.free@demo.fj',
  mentor: 'mentor@demo.fj',
  club: 'club@demo.fj',
  union: 'union@demo.fj',
  coach: 'coach@demo.fj',
  agent: 'agent@demo.fj',
  admin: 'admin@demo.fj',
} as const;

const school = (name: string): (typeof FIJI_SCHOOLS)[number] => {
  const found = FIJI_SCHOOLS.find((s) => s.name === name);
  if (!found) throw new Error(`Seed: unknown school ${name}`);
  return found;
};

/** A date of birth `years` years and `days` days before now. */
const dobYearsAgo = (ctx: SeedContext, years: number, days: number): string => {
  const d = new Date(ctx.now);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() - days);
  return SeedContext.isoDate(d);
};

/** A recruiting profile (recruiters row, key 'recruiter:<email>') for a recruiting-role user. */
function addRecruiter(ctx: SeedContext, email: string, userId: string, orgKey: string | null, roleTitle: string, plan: string, createdAt: Date): string {
  const id = ctx.newId(`recruiter:${email}`);
  ctx.add('recruiters', {
    id, user_id: userId, org_id: orgKey ? ctx.id(orgKey) : null, role_title: roleTitle, created_at: createdAt, updated_at: createdAt,
  });
  if (plan !== 'free') addPaidSubscription(ctx, email, userId, 'recruiter', ctx.daysAgo(10), createdAt, 3);
  return id;
}

function addMentor(ctx: SeedContext, m: MentorSeed, createdAt: Date): void {
  const userId = addUser(ctx, {
    email: m.email, firstName: m.firstName, lastName: m.lastName, role: 'mentor', phone: ctx.phone('9'),
    verified: m.isVerified, createdAt,
  });
  ctx.add('mentors', {
    id: ctx.newId(`mentor:${m.email}`),
    user_id: userId,
    title: m.title,
    bio: m.bio,
    years_experience: m.yearsExperience,
    specializations: m.specializations,
    expertise_areas: m.expertiseAreas,
    languages: m.languages,
    hourly_rate: m.hourlyRate,
    currency: 'USD',
    timezone: m.timezone,
    availability_schedule: {
      mon: [{ start: '17:00', end: '19:00' }],
      wed: [{ start: '17:00', end: '19:00' }],
      sat: [{ start: '09:00', end: '12:00' }],
    },
    is_verified: m.isVerified,
    rating: m.rating,
    total_sessions: m.totalSessions,
    is_active: true,
    payment_account_id: m.plan === 'mentor_pro' ? `acct_demo_${m.lastName.toLowerCase()}` : null,
    created_at: createdAt,
    updated_at: createdAt,
  });
  if (m.plan === 'mentor_pro') addPaidSubscription(ctx, m.email, userId, 'mentor_pro', ctx.daysAgo(12), createdAt);
  ctx.viewers.push({ userId, role: 'mentor', fullName: `${m.firstName} ${m.lastName}`, recruiterId: null });
}

/** The 10 demo/seeded accounts with their profiles, plus sample recruiters and mentors. */
export function buildAccounts(ctx: SeedContext): void {
  const { rng } = ctx;
  const e = DEMO_EMAILS;

  // Paid player: adult, Player Pro, verified, plenty of highlights (player-side screens).
  addPlayer(ctx, {
    email: e.playerPaid, firstName: 'Taniela', lastName: 'Waqanivere', dob: dobYearsAgo(ctx, 20, 140),
    school: school('Queen Victoria School'), province: 'Tailevu',
    positions: ['Outside Centre', 'Right Wing'] as Position[], formats: ['15s', '7s'], gradYear: 2024,
    heightCm: 186, weightKg: 94, dominantSide: 'right', visibility: 'public', verified: true, paid: true,
    highlightCount: 8, achievementCount: 5, ageGradeTeam: 'Tailevu Skipper Cup squad', createdAt: ctx.daysAgo(240),
    bio:
      'Strong outside centre from Nayavu, Tailevu, with a big step and good hands in traffic. Former Queen Victoria ' +
      'School 1st XV vice-captain and Deans Trophy finalist. Played sevens at the Coral Coast and Marist tournaments. ' +
      'Aiming for a Fijian Drua academy contract and a first Skipper Cup season with Tailevu.',
  });

  // Free player: 17, guardian email + consent on file, free plan (at most 3 highlights).
  addPlayer(ctx, {
    email: e.playerFree, firstName: 'Apisai', lastName: 'Nakalevu', dob: dobYearsAgo(ctx, 17, 75),
    school: school('Ratu Kadavulevu School'), province: 'Tailevu',
    positions: ['Openside Flanker', 'Number 8'] as Position[], formats: ['15s'], gradYear: ctx.now.getUTCFullYear() + 1,
    heightCm: 183, weightKg: 88, dominantSide: 'left', visibility: 'public', verified: false, paid: false,
    highlightCount: 2, achievementCount: 2, ageGradeTeam: 'Ratu Kadavulevu School U18', createdAt: ctx.daysAgo(45),
    guardianEmail: 'mereoni.nakalevu@family.demo.fj',
    bio:
      'Fast openside flanker from Lodoni who lives at the breakdown. Year 12 at Ratu Kadavulevu School and part of ' +
      'the U18 Deans Trophy squad. Hoping to represent Fiji at U20 level.',
  });

  const created = (): Date => ctx.daysAgo(rng.int(200, 420));
  const recruiterPaidId = addUser(ctx, {
    email: e.recruiterPaid, firstName: 'Viliame', lastName: 'Koroi', role: 'recruiter', phone: '+679 992 1180',
    verified: true, createdAt: created(),
  });
  const recruiterFreeId = addUser(ctx, {
    email: e.recruiterFree, firstName: 'Losana', lastName: 'Tikoisuva', role: 'recruiter', phone: '+679 927 4415',
    verified: true, createdAt: created(),
  });
  const clubId = addUser(ctx, {
    email: e.club, firstName: 'Akuila', lastName: 'Raiwalui', role: 'club', phone: '+679 998 2207', verified: true,
    createdAt: created(),
  });
  const unionId = addUser(ctx, {
    email: e.union, firstName: 'Manasa', lastName: 'Tabua', role: 'union', phone: '+679 971 3390', verified: true,
    createdAt: created(),
  });
  const coachId = addUser(ctx, {
    email: e.coach, firstName: 'Samisoni', lastName: 'Delai', role: 'coach', phone: '+679 936 5521', verified: true,
    createdAt: created(),
  });
  const agentId = addUser(ctx, {
    email: e.agent, firstName: 'Jiosefa', lastName: 'Baleivanua', role: 'agent', phone: '+679 905 8832', verified: true,
    createdAt: created(),
  });
  addUser(ctx, {
    email: e.admin, firstName: 'Mere', lastName: 'Vuniwaqa', role: 'admin', phone: '+679 331 2000', verified: true,
    createdAt: ctx.daysAgo(500),
  });

  const recruitingAccounts: Array<[string, string, string, string | null, string, string]> = [
    [e.recruiterPaid, recruiterPaidId, 'recruiter', 'org:union:Suva', 'Head of Talent Identification', 'recruiter'],
    [e.recruiterFree, recruiterFreeId, 'recruiter', 'org:union:Nadroga', 'Volunteer Talent Scout', 'free'],
    [e.club, clubId, 'club', 'org:club:Nadera Panthers RFC', 'Club Secretary', 'recruiter'],
    [e.union, unionId, 'union', 'org:union:Lautoka', 'Development Officer', 'recruiter'],
    [e.coach, coachId, 'coach', 'org:school:Marist Brothers High School', 'Head Rugby Coach', 'recruiter'],
    [e.agent, agentId, 'agent', null, 'Player Agent', 'recruiter'],
  ];
  const names: Record<string, string> = {
    [e.recruiterPaid]: 'Viliame Koroi', [e.recruiterFree]: 'Losana Tikoisuva', [e.club]: 'Akuila Raiwalui',
    [e.union]: 'Manasa Tabua', [e.coach]: 'Samisoni Delai', [e.agent]: 'Jiosefa Baleivanua',
  };
  for (const [email, userId, role, orgKey, title, plan] of recruitingAccounts) {
    const recruiterId = addRecruiter(ctx, email, userId, orgKey, title, plan, ctx.daysAgo(rng.int(150, 200)));
    ctx.viewers.push({ userId, role, fullName: names[email], recruiterId });
  }
  const agentRowCreated = ctx.daysAgo(180);
  ctx.add('agents', {
    id: ctx.newId(`agent:${e.agent}`), user_id: agentId, agency_name: 'Pacific Island Sports Management',
    country: 'Fiji', plan: 'starter', max_players: 5, created_at: agentRowCreated, updated_at: agentRowCreated,
  });

  addMentor(ctx, DEMO_MENTOR, ctx.daysAgo(380));
  for (const m of SAMPLE_MENTORS) addMentor(ctx, m, ctx.daysAgo(rng.int(60, 360)));

  // Sample scouts so interest and follower lists show several organisations.
  const scouts: Array<[string, string, string, string, string, boolean]> = [
    ['Isikeli', 'Naulago', 'recruiter', 'org:union:Nadi', 'Talent Scout', true],
    ['Unaisi', 'Ralulu', 'union', 'org:union:Macuata', 'High Performance Manager', true],
    ['Kelepi', 'Drauna', 'club', 'org:club:Police Blues RFC', 'Head Coach', true],
    ['Rupeni', 'Tawake', 'coach', 'org:school:Natabua High School', 'Rugby Master', true],
    ['Miriama', 'Bainivalu', 'recruiter', 'org:academy:Fijian Drua Academy', 'Pathways Scout', true],
    ['Setareki', 'Racika', 'club', 'org:club:Cuvu Tokatoka RFC', 'Club Captain & Recruiter', true],
    ['Jeremaia', 'Kalounivale', 'union', 'org:union:Rewa', 'Selector', false],
    ['Alowesi', 'Nabou', 'recruiter', 'org:academy:Pacific Sevens Academy', 'Sevens Scout', true],
    ['Suliano', 'Ceritos', 'coach', 'org:school:Labasa College', 'Assistant Coach', false],
    ['Ropate', 'Matanatabu', 'recruiter', 'org:union:Tailevu', 'Regional Scout', true],
  ];
  scouts.forEach(([firstName, lastName, role, orgKey, title, verified], i) => {
    const email = `${firstName}.${lastName}`.toLowerCase() + `@scouts.demo.fj`;
    const createdAt = ctx.daysAgo(rng.int(90, 400));
    const userId = addUser(ctx, { email, firstName, lastName, role, phone: ctx.phone('9'), verified, createdAt });
    const recruiterId = addRecruiter(ctx, email, userId, orgKey, title, i % 3 === 0 ? 'free' : 'recruiter', createdAt);
    ctx.viewers.push({ userId, role, fullName: `${firstName} ${lastName}`, recruiterId });
  });
}
