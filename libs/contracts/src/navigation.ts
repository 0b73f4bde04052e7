import type { UserRole } from './roles';

/**
 * Navigation links by role (player-side §6 table). Kept here, not in the remotes, so the shell can draw the
 * header without fetching any remote (the landing page loads none).
 */
export interface NavLink {
  label: string;
  path: string;
}

export const SIGNED_OUT_NAV: NavLink[] = [
  { label: 'Find Talent', path: '/find-talent' },
  { label: 'How it Works', path: '/how-it-works' },
  { label: 'Pricing', path: '/pricing' },
];

const contactRequests: NavLink = { label: 'Contact Requests', path: '/contact-requests' };
const searchAt = (role: UserRole): NavLink => ({ label: 'Search Players', path: `/${role}/search` });

export const NAV_BY_ROLE: Record<UserRole, NavLink[]> = {
  player: [
    { label: 'My Profile', path: '/player/me' },
    { label: 'Upload Highlights', path: '/upload' },
    contactRequests,
    { label: 'Find Local Clubs', path: '/clubs' },
    { label: 'Find Mentor', path: '/mentoring' },
  ],
  recruiter: [searchAt('recruiter'), { label: 'Watchlists', path: '/recruiter/watchlists' }, contactRequests],
  club: [searchAt('club'), contactRequests],
  mentor: [searchAt('mentor'), contactRequests],
  union: [searchAt('union'), contactRequests],
  agent: [searchAt('agent'), contactRequests],
  admin: [
    { label: 'Admin Dashboard', path: '/admin' },
    { label: 'User Management', path: '/admin/users' },
    { label: 'Verifications', path: '/admin/verifications' },
  ],
  coach: [],
};

/** Which remote serves which path (first segment), so the shell can route without loading any remote. */
export const REMOTE_NAMES = ['mf_player', 'mf_recruiting', 'mf_mentoring', 'mf_admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const REMOTE_PATHS: Record<RemoteName, string[]> = {
  mf_player: ['/player/*', '/upload'],
  mf_recruiting: [
    '/recruiter/*', '/club/search', '/union/search', '/coach/search', '/agent/search', '/mentor/search', '/contact-requests',
    '/clubs',
  ],
  mf_mentoring: ['/mentoring', '/mentoring/*'],
  mf_admin: ['/admin', '/admin/*'],
};

/** The remote whose dashboard cards a role sees; other areas' cards load after it, off the critical path. */
export const PRIMARY_REMOTE_BY_ROLE: Record<UserRole, RemoteName> = {
  player: 'mf_player',
  recruiter: 'mf_recruiting',
  club: 'mf_recruiting',
  union: 'mf_recruiting',
  coach: 'mf_recruiting',
  agent: 'mf_recruiting',
  mentor: 'mf_mentoring',
  admin: 'mf_admin',
};
