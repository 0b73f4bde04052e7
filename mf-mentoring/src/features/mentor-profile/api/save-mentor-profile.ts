import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MentorOwnProfile, UpdateAvailabilityDto, UpdateMentorProfileDto } from '@fiji/contracts';
import { apiJson, mentorKeys } from '@fiji/platform';

/**
 * PUT /api/mentors/me then PUT /api/mentors/me/availability (one Save). Refreshes every mentor reader:
 * the own profile and Complete Setup card, the list (the mentor may now be listed), the page and slots.
 */
export const useSaveMentorProfile = () => {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: { profile: UpdateMentorProfileDto; availability: UpdateAvailabilityDto }) => {
      await apiJson<MentorOwnProfile>('PUT', '/api/mentors/me', input.profile);
      return apiJson<MentorOwnProfile>('PUT', '/api/mentors/me/availability', input.availability);
    },
    onSuccess: (saved) => {
      qc.setQueryData(mentorKeys.me(), saved);
      return qc.invalidateQueries({ queryKey: mentorKeys.all });
    },
  });
};
