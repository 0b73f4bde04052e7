/**
 * Mentor profiles: the demo mentor first, then sample mentors for the public mentors list. Taking bookings
 * needs Mentor Pro (docs/mentoring.md "Mentor Pro"): every mentor the demo books holds it (Sam Tuicakau is the
 * Auckland mentor whose slots show the daylight-saving switch); Akanisi Bola stays free, listed but "not
 * taking bookings yet".
 */
export interface MentorSeed {
  email: string;
  firstName: string;
  lastName: string;
  plan: 'free' | 'mentor_pro';
  title: string;
  bio: string;
  yearsExperience: number;
  specializations: string[];
  expertiseAreas: string[];
  languages: string[];
  hourlyRate: number;
  timezone: string;
  isVerified: boolean;
  rating: number;
  totalSessions: number;
}

export const DEMO_MENTOR: MentorSeed = {
  email: 'mentor@demo.fj',
  firstName: 'Pauliasi',
  lastName: 'Vakaloloma',
  plan: 'mentor_pro',
  title: 'Former Fiji Warriors flanker & World Rugby Level 3 coach',
  bio:
    'I played twelve seasons of provincial rugby for Nadroga and two tours with the Fiji Warriors before moving into ' +
    'coaching. For the last eight years I have coached secondary schools in the Deans Trophy and run the forwards ' +
    'programme at a Western academy. I help young players build a professional routine: breakdown technique, ' +
    'conditioning that suits island training conditions, video review of your own games, and the mental side of ' +
    'trials and selection. Sessions are in English or iTaukei, online or in person around Sigatoka and Nadi.',
  yearsExperience: 14,
  specializations: ['Technical Skills', 'Leadership Development', 'Game Strategy', 'Mental Performance'],
  expertiseAreas: ['Breakdown and contact skills', 'Loose-forward play', 'Video analysis', 'Trial preparation'],
  languages: ['English', 'iTaukei'],
  hourlyRate: 45,
  timezone: 'Pacific/Fiji',
  isVerified: true,
  rating: 4.8,
  totalSessions: 126,
};

export const SAMPLE_MENTORS: readonly MentorSeed[] = [
  {
    email: 'litia.ravouvou@mentors.demo.fj', firstName: 'Litia', lastName: 'Ravouvou', plan: 'mentor_pro',
    title: 'Fijiana sevens veteran and strength & conditioning coach',
    bio: 'Eight years on the women\'s sevens circuit, now a certified S&C coach. I design gym and field programmes that work with limited equipment and help players manage school, work and training.',
    yearsExperience: 10, specializations: ['Fitness & Conditioning', 'Injury Recovery', 'Mental Performance'],
    expertiseAreas: ['Speed development', 'Return to play', 'Sevens conditioning'], languages: ['English', 'iTaukei'],
    hourlyRate: 35, timezone: 'Pacific/Fiji', isVerified: true, rating: 4.9, totalSessions: 88,
  },
  {
    email: 'ravinesh.prasad@mentors.demo.fj', firstName: 'Ravinesh', lastName: 'Prasad', plan: 'mentor_pro',
    title: 'Sports psychologist working with Pacific athletes',
    bio: 'Registered psychologist based in Suva. I work with school and provincial players on confidence, focus under pressure, dealing with non-selection and moving overseas.',
    yearsExperience: 12, specializations: ['Mental Performance', 'Leadership Development'],
    expertiseAreas: ['Pressure routines', 'Goal setting', 'Transition abroad'], languages: ['English', 'Fiji Hindi'],
    hourlyRate: 55, timezone: 'Pacific/Fiji', isVerified: true, rating: 4.7, totalSessions: 64,
  },
  {
    email: 'jone.matanatabu@mentors.demo.fj', firstName: 'Jone', lastName: 'Matanatabu', plan: 'mentor_pro',
    title: 'Backs coach, former Skipper Cup fly-half',
    bio: 'Playmaker for Suva for nine seasons. I coach kicking, decision-making and backline shape, using clips from your own matches.',
    yearsExperience: 9, specializations: ['Technical Skills', 'Game Strategy'],
    expertiseAreas: ['Goal kicking', 'Tactical kicking', 'Backline attack'], languages: ['English', 'iTaukei'],
    hourlyRate: 30, timezone: 'Pacific/Fiji', isVerified: false, rating: 4.5, totalSessions: 31,
  },
  {
    email: 'sam.tuicakau@mentors.demo.fj', firstName: 'Sam', lastName: 'Tuicakau', plan: 'mentor_pro',
    title: 'Physiotherapist and rehab mentor (Auckland)',
    bio: 'Fijian-born physiotherapist in Auckland. I help players recover from common rugby injuries with safe, home-based rehab plans and advice on when to return.',
    yearsExperience: 7, specializations: ['Injury Recovery', 'Fitness & Conditioning'],
    expertiseAreas: ['Shoulder rehab', 'Hamstring injuries', 'Load management'], languages: ['English'],
    hourlyRate: 60, timezone: 'Pacific/Auckland', isVerified: true, rating: 4.6, totalSessions: 22,
  },
  {
    email: 'akanisi.bola@mentors.demo.fj', firstName: 'Akanisi', lastName: 'Bola', plan: 'free',
    title: 'School rugby coordinator and referee educator',
    bio: 'Rugby coordinator at a Suva secondary school and qualified referee. I mentor young captains on leadership, laws of the game and communication with officials.',
    yearsExperience: 6, specializations: ['Leadership Development', 'Game Strategy'],
    expertiseAreas: ['Captaincy', 'Laws of the game', 'Team culture'], languages: ['English', 'iTaukei'],
    hourlyRate: 20, timezone: 'Pacific/Fiji', isVerified: false, rating: 4.4, totalSessions: 12,
  },
];
