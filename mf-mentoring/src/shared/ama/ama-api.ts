import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AmaEventView, AmaRegistrationView, CreateAmaEventBody } from '@fiji/contracts';
import { amaKeys, apiJson } from '@fiji/platform';

/** GET /api/mentoring/ama-events: upcoming public AMAs (and the caller's own). */
export const useAmaEvents = () => useQuery({ queryKey: amaKeys.list(), queryFn: () => apiJson<AmaEventView[]>('GET', '/api/mentoring/ama-events') });

export function useRegisterAma() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiJson<AmaRegistrationView>('POST', `/api/mentoring/ama-events/${eventId}/registrations`),
    onSettled: () => qc.invalidateQueries({ queryKey: amaKeys.all }),
  });
}

export function useCancelAma() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) => apiJson<void>('DELETE', `/api/mentoring/ama-events/${eventId}/registrations/me`),
    onSettled: () => qc.invalidateQueries({ queryKey: amaKeys.all }),
  });
}

export function useScheduleAma() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAmaEventBody) => apiJson<AmaEventView>('POST', '/api/mentoring/ama-events', body),
    onSuccess: () => qc.invalidateQueries({ queryKey: amaKeys.all }),
  });
}
