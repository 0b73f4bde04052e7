import { useQuery } from '@tanstack/react-query';
import type { MentorOwnProfile } from '@fiji/contracts';
import { apiJson, mentorKeys, useSession } from '@fiji/platform';

/** GET /api/mentors/me: the signed-in mentor's own profile (the profile screen and the Complete Setup card). */
export const useMyMentorProfile = () => {
  const { user } = useSession();
  return useQuery({
    queryKey: mentorKeys.me(),
    queryFn: () => apiJson<MentorOwnProfile>('GET', '/api/mentors/me'),
    enabled: user?.role === 'mentor',
  });
};
