/** Reads of the player area (player-side §7): one query key per endpoint. */
import { useQuery } from '@tanstack/react-query';
import { parseApiError, useSession } from '@fiji/platform';

export type PlayerProfile = {
  id: string;
  userId: string;
  dob?: string | null;
  heightCm?: number | null;
  weightKg?: number | null;
  positions?: string[] | null;
  formats?: string[] | null;
  school?: string | null;
  province?: string | null;
  gradYear?: number | null;
  ageGradeTeam?: string | null;
  bio?: string | null;
  profilePicture?: string | null;
  verifiedByCoach?: boolean;
  verified?: boolean;
  highlightCount?: number | null;
  user?: { fullName?: string | null; firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
};

export const isNotFound = (error: unknown): boolean => parseApiError(error).status === 404;

/** GET /api/players/me: the signed-in player's own profile; players only, no retry. */
export function useMyPlayerProfile() {
  const { user } = useSession();
  return useQuery<PlayerProfile>({ queryKey: ['/api/players/me'], enabled: user?.role === 'player', retry: false });
}

/** GET /api/players/{id}. */
export function usePlayerProfile(id: string) {
  return useQuery<PlayerProfile>({ queryKey: ['/api/players', id] });
}
