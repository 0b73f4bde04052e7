/** The profile screen's API answers for one player, as a fetch table (override any entry per test). */
import type { AnyPlayerProfileResponse } from '@fiji/contracts';
import { highlight, PLAYER_ID } from './fixtures';
import type { FetchTable } from './render';

export function profileApi(player: AnyPlayerProfileResponse, over: FetchTable = {}): FetchTable {
  const id = player.id;
  return {
    [`/api/players/${id}`]: player,
    [`/api/highlights/player/${id}`]: [highlight({ playerId: id })],
    [`/api/achievements/player/${id}`]: [],
    [`/api/players/${id}/metrics`]: [],
    [`/api/interests/player/${id}`]: { total: 0, results: [] },
    '/api/interests/recruiter/me': { total: 0, results: [] },
    [`/api/profile-views/player/${id}`]: { total: 12 },
    [`/api/players/${id}/followers/count`]: { count: 4 },
    [`/api/players/${id}/is-following`]: { isFollowing: false },
    [`/api/players/${id}/followers`]: { total: 0, results: [] },
    '/api/me/following': { total: 0, results: [] },
    '/api/subscription/status': { planType: 'recruiter', status: 'active', isPaid: true, canContact: true, canRespond: true, upgradeRequired: false, viewerType: 'paid_user' },
    'POST /api/profile-views': { recorded: true },
    '/api/watchlists': [],
    ...over,
  };
}

export { PLAYER_ID };
