/**
 * One query-key factory per resource, shared by the shell and every remote.
 *
 * Cached reads never go stale on their own (the query client's defaults), so a screen shows new data
 * only when a write invalidates it. Every key of a resource starts with the resource's `all` prefix and
 * nests by scope, so a write invalidates every reader of what it changed with one prefix, whichever area
 * the reader lives in: the shell and the remotes share one QueryClient (@tanstack/react-query and
 * @fiji/platform are Module Federation singletons, see libs/mf-config/src/shared.ts).
 *
 * Keys name the resource, not the URL: the resource's client in this library (contact-requests.ts,
 * watchlists.ts) or the area's own hook gives the query its `queryFn`.
 *
 * Which write invalidates which prefix is listed with the clients; see docs/architecture.md ("Fresh screens").
 */

/** Contact requests: received and sent lists (/contact-requests) and the recruiter-side view with its stats. */
export const contactRequestKeys = {
  all: ['contact-requests'] as const,
  /** GET /api/contact-requests: requests the viewer received. */
  received: () => [...contactRequestKeys.all, 'received'] as const,
  /** GET /api/me/contact-requests: requests the viewer sent. */
  sent: () => [...contactRequestKeys.all, 'sent'] as const,
  /** GET /api/recruiter/contacts: the recruiter-side list and its stats. */
  recruiter: () => [...contactRequestKeys.all, 'recruiter'] as const,
};

/** Watchlists: the cards (with player counts), the summary tiles and each open list. */
export const watchlistKeys = {
  all: ['watchlists'] as const,
  /** GET /api/watchlists: the viewer's watchlists with their player counts. */
  list: () => [...watchlistKeys.all, 'list'] as const,
  /** GET /api/watchlists/summary: total watchlists, players tracked, added this week. */
  overview: () => [...watchlistKeys.all, 'overview'] as const,
  /** GET /api/watchlists/:id: one list with its players and notes. */
  detail: (id: string) => [...watchlistKeys.all, 'detail', id] as const,
};

/** Follows: one player's follower count, the viewer's follow state, the followers list; the viewer's following. */
export const followKeys = {
  all: ['follows'] as const,
  /** Everything about who follows one player. */
  player: (playerId: string) => [...followKeys.all, 'player', playerId] as const,
  /** GET /api/players/:id/is-following */
  isFollowing: (playerId: string) => [...followKeys.player(playerId), 'is-following'] as const,
  /** GET /api/players/:id/followers/count */
  count: (playerId: string) => [...followKeys.player(playerId), 'count'] as const,
  /** GET /api/players/:id/followers (the owner and admins). */
  followers: (playerId: string) => [...followKeys.player(playerId), 'list'] as const,
  /** GET /api/me/following: the players the viewer follows. */
  mine: () => [...followKeys.all, 'mine'] as const,
};

/**
 * Players: the viewer's own profile and each player's profile and sections. Sections are invalidated
 * one by one (a profile edit re-reads the profile, not every section, on a slow link); `player(id)`
 * covers them all. The profile page's one request (`page`) only seeds the sections, so it sits outside
 * `all`: invalidating players never loads the whole page again on top of its sections.
 */
export const playerKeys = {
  all: ['players'] as const,
  /** GET /api/players/me: the signed-in player's own profile. */
  me: () => [...playerKeys.all, 'me'] as const,
  /** Everything about one player. */
  player: (id: string) => [...playerKeys.all, 'player', id] as const,
  /** GET /api/players/:id */
  profile: (id: string) => [...playerKeys.player(id), 'profile'] as const,
  /** GET /api/highlights/player/:id */
  highlights: (id: string) => [...playerKeys.player(id), 'highlights'] as const,
  /** GET /api/achievements/player/:id */
  achievements: (id: string) => [...playerKeys.player(id), 'achievements'] as const,
  /** GET /api/players/:id/metrics */
  metrics: (id: string) => [...playerKeys.player(id), 'metrics'] as const,
  /** GET /api/profile-views/player/:id */
  views: (id: string) => [...playerKeys.player(id), 'views'] as const,
  /** GET /api/players/:id/badges */
  badges: (id: string) => [...playerKeys.player(id), 'badges'] as const,
  /** GET /api/players/:id/page: the profile and its sections in one request, seeding the keys above. */
  page: (id: string) => ['player-page', id] as const,
};

/** Interest marks: those on one player, and the viewer's own marks (recruiters). */
export const interestKeys = {
  all: ['interests'] as const,
  /** GET /api/interests/player/:id */
  player: (playerId: string) => [...interestKeys.all, 'player', playerId] as const,
  /** GET /api/interests/recruiter/me */
  mine: () => [...interestKeys.all, 'mine'] as const,
  /** The viewer's own level for one player: from GET /api/players/:id/page, or its entry of `mine` (under it, so a mark refreshes it). */
  mineFor: (playerId: string) => [...interestKeys.mine(), 'player', playerId] as const,
};

/** The session: who is signed in (GET /api/auth/user). Set by sign-in, sign-up and account updates. */
export const sessionKeys = {
  all: ['session'] as const,
  user: () => [...sessionKeys.all, 'user'] as const,
};

/** The viewer's plan (GET /api/subscription/status): what it allows, shared by every area. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  status: () => [...subscriptionKeys.all, 'status'] as const,
};

/**
 * Billing (the shell's /pricing, /account/billing and checkout pages): the catalogue, the viewer's
 * subscription, payments and seats, and one checkout. Every billing write invalidates `all`, and a
 * plan change also `subscriptionKeys.all` (what the plan allows).
 */
export const billingKeys = {
  all: ['billing'] as const,
  /** GET /api/billing/plans (answers differ signed in and out: the session is part of the key). */
  plans: (viewer: string | null = null) => [...billingKeys.all, 'plans', viewer ?? 'anonymous'] as const,
  /** GET /api/billing/subscription */
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  /** GET /api/billing/payments */
  payments: () => [...billingKeys.all, 'payments'] as const,
  /** GET /api/billing/seats (the Recruiter Plan holder). */
  seats: () => [...billingKeys.all, 'seats'] as const,
  /** GET /api/billing/checkouts/:id */
  checkout: (id: string) => [...billingKeys.all, 'checkout', id] as const,
  /** GET /api/billing/guardian/:token */
  guardian: (token: string) => [...billingKeys.all, 'guardian', token] as const,
};

/** The account's own settings (the shell's profile page). */
export const accountKeys = {
  all: ['account'] as const,
  /** GET /api/account/notification-preferences */
  notificationPreferences: () => [...accountKeys.all, 'notification-preferences'] as const,
  /** GET /api/auth/2fa: two-factor on or off, recovery codes left (setup, enable and disable write it and the session user). */
  twoFactor: () => [...accountKeys.all, 'two-factor'] as const,
};

/** The viewer's notifications (GET /api/notifications) and recent activity (GET /api/activities). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
export const activityKeys = {
  all: ['activities'] as const,
  list: () => [...activityKeys.all, 'list'] as const,
};

/** The dashboard's featured players and organisations. */
export const featuredKeys = {
  all: ['featured'] as const,
  players: () => [...featuredKeys.all, 'players'] as const,
  organizations: () => [...featuredKeys.all, 'organizations'] as const,
};

/** The player search: result pages and Quick Stats, by query string ("?q=…", '' for none). */
export const searchKeys = {
  all: ['search'] as const,
  results: (query: string) => [...searchKeys.all, 'results', query] as const,
  stats: (query: string) => [...searchKeys.all, 'stats', query] as const,
};

/** The viewer's saved searches (GET /api/saved-searches). */
export const savedSearchKeys = {
  all: ['saved-searches'] as const,
  list: () => [...savedSearchKeys.all, 'list'] as const,
};

/** The clubs directory: one union's organisations, by query string. */
export const organizationKeys = {
  all: ['organizations'] as const,
  list: (query: string) => [...organizationKeys.all, 'list', query] as const,
};

/** Mentors: the list, a mentor's page and open slots, the mentor's own profile (a save refreshes them all via `all`). */
export const mentorKeys = {
  all: ['mentors'] as const,
  /** GET /api/mentors with its filters. */
  list: (filters?: Record<string, string | undefined>) => [...mentorKeys.all, 'list', ...(filters ? [filters] : [])] as const,
  /** GET /api/mentors/:id */
  detail: (id: string) => [...mentorKeys.all, 'detail', id] as const,
  /** GET /api/mentors/:id/slots */
  slots: (id: string, params: Record<string, string>) => [...mentorKeys.all, 'slots', id, params] as const,
  /** GET /api/mentors/me */
  me: () => [...mentorKeys.all, 'me'] as const,
  /** GET /api/mentors?sort=rating as a plain list: whom to ask for highlight feedback. */
  choices: () => [...mentorKeys.all, 'choices'] as const,
};

/** Mentoring AMAs: the AMA section on /mentoring and /mentoring/ama share `all` (a registration refreshes both). */
export const amaKeys = {
  all: ['ama-events'] as const,
  list: () => [...amaKeys.all, 'list'] as const,
  registrations: (id: string) => [...amaKeys.all, 'registrations', id] as const,
};

/** Mentoring highlight feedback requests: each side's list and one request. */
export const feedbackKeys = {
  all: ['feedback-requests'] as const,
  list: (role: 'player' | 'mentor') => [...feedbackKeys.all, 'list', role] as const,
  one: (id: string) => [...feedbackKeys.all, 'one', id] as const,
};

/** Mentoring "Progress together": the viewer's relationships, and each relationship's goals and assessments. */
export const progressKeys = {
  all: ['mentoring-progress'] as const,
  relationships: () => [...progressKeys.all, 'relationships'] as const,
  goals: (relationshipId: string) => [...progressKeys.all, 'goals', relationshipId] as const,
  assessments: (relationshipId: string) => [...progressKeys.all, 'assessments', relationshipId] as const,
};

/** Mentoring's resource library. */
export const resourceKeys = {
  all: ['mentoring-resources'] as const,
  list: () => [...resourceKeys.all, 'list'] as const,
};

/** The admin console: users and profiles waiting for verification. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (filters?: Record<string, string | undefined>) => [...adminKeys.all, 'users', ...(filters ? [filters] : [])] as const,
  user: (id: string) => [...adminKeys.all, 'users', 'detail', id] as const,
  pendingVerifications: (filters?: Record<string, string | undefined>) => [...adminKeys.all, 'pending-verifications', ...(filters ? [filters] : [])] as const,
  accountVerifications: () => [...adminKeys.all, 'account-verifications'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  audit: (filters?: Record<string, string | undefined>) => [...adminKeys.all, 'audit', ...(filters ? [filters] : [])] as const,
  /** GET /api/admin/analytics?metric&days: one chart of Platform Analytics. */
  analytics: (metric: string, days: number) => [...adminKeys.all, 'analytics', metric, days] as const,
  /** GET /api/admin/jobs: the queues and their failed jobs (a retry refreshes it). */
  jobs: () => [...adminKeys.all, 'jobs'] as const,
};

/** The demo sign-in portal's accounts (GET /api/auth/demo-accounts). */
export const demoAccountKeys = {
  all: ['demo-accounts'] as const,
};
