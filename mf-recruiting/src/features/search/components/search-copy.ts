/** The search screens' own texts. */

export type SearchCopy = { title: string; subtitle: string };

/** Title and subtitle by the viewer's role: club and union have their own; everyone else the default. */
const COPY: Record<string, SearchCopy> = {
  club: {
    title: 'Find Rugby Talent for Your Club',
    subtitle: 'Search school, village and club players to strengthen your club roster',
  },
  union: {
    title: 'Scout Players for Your Union',
    subtitle: 'Search and scout emerging talent across Fiji for provincial representation',
  },
};
const DEFAULT_COPY: SearchCopy = {
  title: 'Find Rugby Talent',
  subtitle: 'Search and discover emerging rugby players across Fiji',
};
export const searchCopyFor = (role: string | undefined): SearchCopy => (role && COPY[role]) || DEFAULT_COPY;

export const MENTOR_COPY: SearchCopy = {
  title: 'Find Rugby Talent',
  subtitle: 'Discover emerging players across Fiji to mentor and help them reach their potential',
};

/** Recruitment Tips: one set for clubs, another for unions and the other recruiting roles. */
export const CLUB_TIPS = [
  'Filter by division to find players who live and train near your club.',
  'Watch a player’s highlights before you reach out.',
  'Coach-verified players (✓) have had their profile details checked.',
  'Keep your first message short and personal; guardians of players under 18 are told about it.',
] as const;
export const UNION_TIPS = [
  'Use the division filters to scout every province, not just the main centres.',
  'Recent Graduates are ready for senior and provincial rugby: check them each season.',
  'Save the searches you run often and re-run them in one tap.',
  'Review highlights and coach verification before making contact.',
] as const;
export const MENTORING_TIPS = [
  'Look for players whose position and goals match your own experience.',
  'Watch their highlights to see where coaching could help most.',
  'In your first message, say who you are and how you can help.',
  'Players under 18 have a guardian involved: keep every contact on the platform.',
] as const;

export const SEARCH_ACCESS = {
  recruiting: 'You need to be logged in as a club, union, recruiter, coach, or agent to access this page.',
  mentor: 'You need to be logged in as a mentor to access this page.',
} as const;

export const PREVIEW_ALERT = {
  preview: 'You are viewing preview results. Upgrade to see full profiles, contact details and every highlight.',
  full: 'You are viewing full results: complete profiles, contact details and highlights.',
} as const;

export const CONTACT_UPGRADE_REASON = 'Contacting players requires a paid plan.';
