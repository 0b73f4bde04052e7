/** POST /api/players/profile-picture, multipart field `profilePicture`. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PROFILE_PICTURE_FIELD, type ProfilePictureResponse } from '@fiji/contracts';
import { ApiError, playerKeys, setSessionUser, useSessionStore } from '@fiji/platform';

/** The platform client sends JSON only; a file goes as multipart with the same error format. */
async function uploadPicture(file: File): Promise<ProfilePictureResponse> {
  const form = new FormData();
  form.append(PROFILE_PICTURE_FIELD, file);
  const res = await fetch('/api/players/profile-picture', { method: 'POST', body: form, credentials: 'include' });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as ProfilePictureResponse;
}

export function useUploadProfilePicture(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: async (answer) => {
      // The navigation's avatar shows the account's picture, which the upload also changed.
      const user = useSessionStore.getState().user;
      if (user) setSessionUser({ ...user, profileImageUrl: answer.profilePicture });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.me() }),
        queryClient.invalidateQueries({ queryKey: playerKeys.profile(playerId) }),
      ]);
    },
  });
}
