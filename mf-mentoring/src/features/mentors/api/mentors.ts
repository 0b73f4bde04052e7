import { useQuery } from '@tanstack/react-query';
import { apiJson, mentorKeys } from '@fiji/platform';

export type Mentor = {
  id: string;
  title?: string | null;
  bio?: string | null;
  rating?: number | string | null;
  totalSessions?: number | null;
  yearsExperience?: number | null;
  specializations?: string[] | null;
  hourlyRate?: number | string | null;
  currency?: string | null;
  isVerified?: boolean;
  user?: { firstName?: string | null; lastName?: string | null; profileImageUrl?: string | null };
};

/** GET /api/mentors: the public mentors list. */
export const useMentors = () =>
  useQuery<Mentor[] | { results: Mentor[] }>({
    queryKey: mentorKeys.list(),
    queryFn: () => apiJson<Mentor[] | { results: Mentor[] }>('GET', '/api/mentors'),
  });

export const mentorList = (data: Mentor[] | { results: Mentor[] } | undefined): Mentor[] =>
  Array.isArray(data) ? data : (data?.results ?? []);
