import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminKeys, playerKeys } from '@fiji/platform';

/**
 * An admin write: afterwards every admin reader (stats, queues, users, audit log) and every player
 * profile is read again, since a verify, reject or suspension changes what they show.
 */
export function useAdminWrite<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      await Promise.all([client.invalidateQueries({ queryKey: adminKeys.all }), client.invalidateQueries({ queryKey: playerKeys.all })]);
    },
  });
}

/** `?a=1&b=2` of the given values, leaving out the empty ones. */
export const queryString = (params: Record<string, string | undefined>): string => {
  const s = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();
  return s ? `?${s}` : '';
};
