import { useQuery } from '@tanstack/react-query';
import { useSession } from '@fiji/platform';

export type PlayerResult = {
  id: string;
  user?: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
  school?: string | null;
  gradYear?: number | null;
  positions?: string[] | null;
  province?: string | null;
  highlightCount?: number | string | null;
  verifiedByCoach?: boolean;
};

export type SearchResponse = { results: PlayerResult[]; preview: boolean; viewerType: string };

/** GET /api/search?q=…: runs only when authenticated (recruiting-side §7). */
export function useSearchPlayers(query: string) {
  const { isAuthenticated } = useSession();
  const params = new URLSearchParams();
  if (query.trim()) params.set('q', query.trim());
  const qs = params.toString();
  return useQuery<SearchResponse>({ queryKey: [`/api/search${qs ? `?${qs}` : ''}`], enabled: isAuthenticated });
}
