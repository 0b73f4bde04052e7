import { useQuery } from '@tanstack/react-query';

export type Organization = {
  id: string;
  name: string;
  orgType: string;
  verified?: boolean;
  description?: string | null;
  city?: string | null;
  province?: string | null;
  playerCount?: number | null;
  establishedYear?: number | null;
};

/** GET /api/organizations?province={union}: always enabled (public). */
export function useOrganizations(union: string) {
  const qs = new URLSearchParams({ province: union }).toString();
  return useQuery<{ results: Organization[]; total: number }>({ queryKey: [`/api/organizations?${qs}`], enabled: !!union });
}
