/** The profile screen's API answers for one player, as a fetch table (override any entry per test). */
import type { AnyPlayerProfileResponse, PlayerPageResponse, RecruiterInterestsResponse } from '@fiji/contracts';
import { highlight, PLAYER_ID } from './fixtures';
import { jsonResponse, type FetchTable } from './render';

/** The page's parts and the urls that answer them alone (as GET /api/players/{id}/page is built on the server). */
const PAGE_PARTS = (id: string): Record<keyof PlayerPageResponse, string> => ({
  profile: `/api/players/${id}`,
  highlights: `/api/highlights/player/${id}`,
  achievements: `/api/achievements/player/${id}`,
  metrics: `/api/players/${id}/metrics`,
  interests: `/api/interests/player/${id}`,
  followersCount: `/api/players/${id}/followers/count`,
  isFollowing: `/api/players/${id}/is-following`,
  views: `/api/profile-views/player/${id}`,
  badges: `/api/players/${id}/badges`,
  subscription: '/api/subscription/status',
  myInterest: '/api/interests/recruiter/me',
});

/** Parts that are a piece of their url's answer. */
const PART_OF: Partial<Record<keyof PlayerPageResponse, (body: unknown, id: string) => unknown>> = {
  myInterest: (body, id) => (body as RecruiterInterestsResponse).results.find((i) => i.playerId === id)?.interestLevel ?? null,
};

/** The page endpoint answered from the table's part entries, so a test overrides a part in one place; a failing part fails the page. */
function pageFrom(table: FetchTable, id: string) {
  return async (): Promise<Response> => {
    const page: Record<string, unknown> = {};
    for (const [part, url] of Object.entries(PAGE_PARTS(id))) {
      const hit = table[url];
      let body: unknown = hit;
      if (typeof hit === 'function') {
        const res = (hit as () => Response)();
        if (!res.ok) return res;
        body = await res.json();
      }
      const pick = PART_OF[part as keyof PlayerPageResponse];
      page[part] = pick ? pick(body, id) : body;
    }
    return jsonResponse(200, page);
  };
}

export function profileApi(player: AnyPlayerProfileResponse, over: FetchTable = {}): FetchTable {
  const id = player.id;
  const table: FetchTable = {
    [`/api/players/${id}`]: player,
    [`/api/highlights/player/${id}`]: [highlight({ playerId: id })],
    [`/api/achievements/player/${id}`]: [],
    [`/api/players/${id}/metrics`]: [],
    [`/api/interests/player/${id}`]: { total: 0, results: [] },
    '/api/interests/recruiter/me': { total: 0, results: [] },
    [`/api/profile-views/player/${id}`]: { total: 12 },
    [`/api/players/${id}/badges`]: [],
    [`/api/players/${id}/followers/count`]: { count: 4 },
    [`/api/players/${id}/is-following`]: { isFollowing: false },
    [`/api/players/${id}/followers`]: { total: 0, results: [] },
    '/api/me/following': { total: 0, results: [] },
    '/api/subscription/status': { planType: 'recruiter', status: 'active', isPaid: true, canContact: true, canRespond: true, upgradeRequired: false, viewerType: 'paid_user' },
    'POST /api/profile-views': { recorded: true },
    '/api/watchlists': [],
    ...over,
  };
  return { [`/api/players/${id}/page`]: pageFrom(table, id), ...table };
}

export { PLAYER_ID };
