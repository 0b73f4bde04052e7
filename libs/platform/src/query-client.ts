import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { getQueryFn } from './api-client';
import { handleIfUnauthorized } from './unauthorized';

/** Query `meta` flag for calls that handle a 401 themselves (no toast + redirect). */
export type PlatformQueryMeta = { skipUnauthorizedRedirect?: boolean };

const onError = (error: unknown, meta: Record<string, unknown> | undefined): void => {
  if ((meta as PlatformQueryMeta | undefined)?.skipUnauthorizedRedirect) return;
  handleIfUnauthorized(error);
};

/**
 * Builds a client with the spec's data-fetching behaviour: data never stale, no
 * refetch on focus, no interval, no retries; reads fail on 401 by default, and an expired login
 * anywhere triggers the 401 rule once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _v, _c, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/** The one client: the shell provides it and remotes share it through the platform singleton. */
export const queryClient = createQueryClient();
