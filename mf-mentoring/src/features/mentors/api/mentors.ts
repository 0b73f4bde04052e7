import { useInfiniteQuery, useQuery, type InfiniteData } from '@tanstack/react-query';
import type { MentorCard, MentorDetail, MentorSlotsResponse, MentorsPage, MentorSort } from '@fiji/contracts';
import { apiJson, mentorKeys } from '@fiji/platform';

/** The list's filters as the page holds them (the API's names). */
export interface MentorFilters {
  specialization?: string;
  language?: string;
  availableWithinDays?: string;
  minRate?: string;
  maxRate?: string;
  verified?: string;
  sort?: MentorSort;
}

const params = (values: Record<string, string | undefined>) => {
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(values)) if (v !== undefined && v !== '') out.set(k, v);
  return out.toString();
};

/** GET /api/mentors: pages of listed mentors (Load more reads nextCursor). */
export const useMentors = (filters: MentorFilters = {}, enabled = true) => {
  const key = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
  return useInfiniteQuery({
    queryKey: mentorKeys.list(key),
    queryFn: ({ pageParam }) => apiJson<MentorsPage>('GET', `/api/mentors?${params({ ...key, cursor: pageParam ?? undefined })}`),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
};

/** The cards of every loaded page. */
export const mentorList = (data: InfiniteData<MentorsPage> | undefined): MentorCard[] => data?.pages.flatMap((p) => p.results) ?? [];

/** GET /api/mentors/:id */
export const useMentor = (id: string) =>
  useQuery({ queryKey: mentorKeys.detail(id), queryFn: () => apiJson<MentorDetail>('GET', `/api/mentors/${id}`) });

/** GET /api/mentors/:id/slots for the next `days` days, dates read in the viewer's zone. */
export const useMentorSlots = (id: string, viewerZone: string, days = 14, duration?: number) => {
  const from = new Date();
  const to = new Date(from.getTime() + days * 86_400_000);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: viewerZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
  const query: Record<string, string> = { from: day(from), to: day(to), tz: viewerZone, ...(duration ? { duration: String(duration) } : {}) };
  return useQuery({
    queryKey: mentorKeys.slots(id, query),
    queryFn: () => apiJson<MentorSlotsResponse>('GET', `/api/mentors/${id}/slots?${params(query)}`),
  });
};
