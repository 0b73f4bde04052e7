/** Response bodies the recruiting screens read, shaped like the contracts types. */
import type {
  ContactRequestItem,
  OrganizationItem,
  PlayerSearchResult,
  RecruiterContactItem,
  SearchResponse,
  WatchlistSummary,
} from '@fiji/contracts';

let seq = 0;
/** A uuid-shaped id (the contact-request DTO checks uuids). */
export const uuid = (): string => {
  seq += 1;
  return `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`;
};

export const player = (over: Partial<PlayerSearchResult> = {}): PlayerSearchResult => ({
  id: uuid(),
  userId: uuid(),
  user: { firstName: 'Taniela', lastName: 'Waqanivere', fullName: 'Taniela Waqanivere', profileImageUrl: null },
  profilePicture: null,
  verifiedByCoach: true,
  school: 'Queen Victoria School',
  gradYear: 2026,
  positions: ['Hooker', 'Lock', 'Openside Flanker'],
  positionsMore: 0,
  heightCm: 182,
  weightKg: 95,
  province: 'Tailevu',
  bio: 'Strong in the set piece and quick around the park.',
  highlightCount: 4,
  updatedAt: '2026-11-01T00:00:00Z',
  boosted: false,
  _isPreview: false,
  formats: ['15s'],
  contactEmail: null,
  contactPhone: null,
  ...over,
});

/** The same player as a free viewer gets it from the server. */
export const previewPlayer = (over: Partial<PlayerSearchResult> = {}): PlayerSearchResult => {
  const { formats: _f, contactEmail: _e, contactPhone: _p, ...rest } = player({
    positions: ['Hooker', 'Lock'],
    positionsMore: 1,
    bio: 'Strong in the set piece and quick around the park. Played for the U18 side in th',
    highlightCount: '1+',
    _isPreview: true,
    ...over,
  });
  return rest as PlayerSearchResult;
};

export const searchPage = (over: Partial<SearchResponse> = {}): SearchResponse => ({
  results: [player()],
  preview: false,
  viewerType: 'paid_user',
  nextCursor: null,
  ...over,
});

export const organization = (over: Partial<OrganizationItem> = {}): OrganizationItem => ({
  id: uuid(),
  name: 'Nadera Panthers RFC',
  orgType: 'club',
  verified: true,
  description: 'A community club in Nasinu with teams from U16 to seniors.',
  city: 'Nasinu',
  province: 'Suva',
  playerCount: 120,
  ageGroups: ['U16', 'U18'],
  logoUrl: null,
  establishedYear: 1985,
  contactPhone: '+679 999 1234',
  contactEmail: 'info@panthers.fj',
  website: 'panthers.fj',
  ...over,
});

const party = (over: Partial<ContactRequestItem['fromUser']> = {}): ContactRequestItem['fromUser'] => ({
  id: uuid(),
  fullName: 'Viliame Koroi',
  firstName: 'Viliame',
  lastName: 'Koroi',
  profileImageUrl: null,
  role: 'recruiter',
  ...over,
});

export const contactRequest = (over: Partial<ContactRequestItem> = {}): ContactRequestItem => ({
  id: uuid(),
  status: 'pending',
  message: 'We would like you to trial with Suva.',
  createdAt: new Date(Date.now() - 3 * 3600 * 1000).toISOString(),
  respondedAt: null,
  lastFollowUpAt: null,
  nextFollowUpAt: null,
  fromUser: party(),
  toUser: party({ fullName: 'Taniela Waqanivere', firstName: 'Taniela', lastName: 'Waqanivere', role: 'player' }),
  player: {
    id: uuid(),
    user: { firstName: 'Taniela', lastName: 'Waqanivere', fullName: 'Taniela Waqanivere', profileImageUrl: null },
    school: 'Queen Victoria School',
    positions: ['Hooker'],
  },
  ...over,
});

export const recruiterContact = (over: Partial<RecruiterContactItem> = {}): RecruiterContactItem => ({
  id: uuid(),
  playerId: uuid(),
  playerName: 'Taniela Waqanivere',
  position: 'Hooker',
  school: 'Queen Victoria School',
  playerEmail: 'taniela@example.fj',
  message: 'Trial with us?',
  status: 'pending',
  createdAt: '2026-11-10T00:00:00Z',
  respondedAt: null,
  lastFollowUpAt: null,
  nextFollowUpAt: null,
  ...over,
});

export const watchlist = (over: Partial<WatchlistSummary> = {}): WatchlistSummary => ({
  id: uuid(),
  name: 'Front row prospects',
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  playerCount: 3,
  addedThisWeek: 1,
  ...over,
});
