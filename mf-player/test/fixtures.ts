/** Responses of the player APIs as the contracts define them, for component tests. */
import type { HighlightResponse, OwnPlayerProfileResponse, PlayerProfileResponse } from '@fiji/contracts';

export const PLAYER_ID = '11111111-1111-4111-8111-111111111111';
export const OWNER_USER_ID = '22222222-2222-4222-8222-222222222222';

export const playerProfile = (over: Partial<PlayerProfileResponse> = {}): PlayerProfileResponse => ({
  id: PLAYER_ID,
  userId: OWNER_USER_ID,
  dob: '2001-05-04',
  age: 24,
  isMinor: false,
  heightCm: 182,
  weightKg: 95,
  dominantSide: 'right',
  positions: ['Hooker'],
  formats: ['15s', '7s'],
  school: 'Queen Victoria School',
  province: 'Tailevu',
  gradYear: 2020,
  ageGradeTeam: 'U19 Tailevu',
  bio: 'Strong scrummager.',
  profilePicture: null,
  profilePictureSet: null,
  contactEmail: 'mere@example.fj',
  contactPhone: '+679 999 1234',
  contactNote: null,
  visibility: 'public',
  verifiedByCoach: false,
  verified: false,
  highlightCount: 0,
  positionsMore: 0,
  _isPreview: false,
  isOwner: false,
  user: { fullName: 'Mere Tui', firstName: 'Mere', lastName: 'Tui', profileImageUrl: null },
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  ...over,
});

export const ownProfile = (over: Partial<OwnPlayerProfileResponse> = {}): OwnPlayerProfileResponse => ({
  ...playerProfile({ isOwner: true }),
  guardian: { email: null, consentAt: null },
  boostedUntil: null,
  verificationFastTracked: false,
  ...over,
});

export const highlight = (over: Partial<HighlightResponse> = {}): HighlightResponse => ({
  id: '33333333-3333-4333-8333-333333333333',
  playerId: PLAYER_ID,
  title: 'Try vs Marist',
  contentType: 'video',
  filePath: '/objects/uploads/44444444-4444-4444-8444-444444444444',
  url: '/api/highlights/33333333-3333-4333-8333-333333333333/media/playable',
  thumbUrl: '/api/highlights/33333333-3333-4333-8333-333333333333/media/poster',
  media: {
    original: '/api/highlights/33333333-3333-4333-8333-333333333333/media/original',
    playable: '/api/highlights/33333333-3333-4333-8333-333333333333/media/playable',
    poster: '/api/highlights/33333333-3333-4333-8333-333333333333/media/poster',
    playableBytes: 1_992_294, // 1.9 MB
  },
  tags: ['Try'],
  competition: 'Deans Trophy',
  opponent: 'Marist',
  eventDate: '2025-06-14',
  privacy: 'public',
  status: 'ready',
  durationSec: 12,
  adaptive: null,
  views: 0,
  likes: 0,
  createdAt: '2025-06-15T00:00:00Z',
  ...over,
});
