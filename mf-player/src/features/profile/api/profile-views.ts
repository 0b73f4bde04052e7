/** Profile views: analytics for the owner, the total for others, and recording a view. */
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ProfileViewRecordedResponse, ProfileViewsResponse } from '@fiji/contracts';
import { apiJson, playerKeys } from '@fiji/platform';

export const useProfileViews = (playerId: string) =>
  useQuery<ProfileViewsResponse>({
    queryKey: playerKeys.views(playerId),
    queryFn: () => apiJson<ProfileViewsResponse>('GET', `/api/profile-views/player/${encodeURIComponent(playerId)}`),
  });

/**
 * POST /api/profile-views once when a signed-in viewer who is not the owner opens the profile. The
 * server counts one view per viewer (and ignores repeats within a day); a failure only loses a count.
 */
export function useRecordProfileView(playerId: string, record: boolean) {
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (!record || recorded.current === playerId) return;
    recorded.current = playerId;
    // apiJson reads the answer: a response left unread stays open in the browser (the page never goes network-idle).
    apiJson<ProfileViewRecordedResponse>('POST', '/api/profile-views', { playerId }).catch(() => undefined);
  }, [playerId, record]);
}
