/** POST /api/players/me/resubmit-verification: a rejected profile goes back to the admins' queue. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, playerKeys } from '@fiji/platform';

export function useResubmitVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<{ ok: true }>('POST', '/api/players/me/resubmit-verification'),
    onSuccess: () => client.invalidateQueries({ queryKey: playerKeys.all }),
  });
}
