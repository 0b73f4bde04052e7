import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RelationshipSummary, ResourceView } from '@fiji/contracts';
import { ApiError, apiJson, progressKeys, resourceKeys } from '@fiji/platform';

export const useResources = () => useQuery({ queryKey: resourceKeys.list(), queryFn: () => apiJson<ResourceView[]>('GET', '/api/mentoring/resources') });

/** The caller's relationships (to choose mentees); the same key as the progress screens. */
export const useMyRelationships = () =>
  useQuery({ queryKey: progressKeys.relationships(), queryFn: () => apiJson<RelationshipSummary[]>('GET', '/api/mentoring/progress/relationships') });

export function useResourceWrite<T>(write: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => qc.invalidateQueries({ queryKey: resourceKeys.all }) });
}

export const addLink = (body: { title: string; description?: string; externalUrl: string }) => apiJson<ResourceView>('POST', '/api/mentoring/resources', body);
export const shareWith = (id: string, relationshipIds: string[]) => apiJson<ResourceView>('PUT', `/api/mentoring/resources/${id}/shares`, { relationshipIds });
export const openResource = (id: string) => apiJson<{ url: string }>('POST', `/api/mentoring/resources/${id}/open`);
export const removeResource = (id: string) => apiJson<void>('DELETE', `/api/mentoring/resources/${id}`);

/** POST /api/mentoring/resources/file: the file's bytes as the body (streamed into storage, at most 25 MB). */
export async function uploadFile(input: { title: string; file: File }): Promise<ResourceView> {
  const url = `/api/mentoring/resources/file?title=${encodeURIComponent(input.title)}&fileName=${encodeURIComponent(input.file.name)}`;
  const res = await fetch(url, { method: 'POST', body: input.file, credentials: 'include', headers: { 'Content-Type': 'application/octet-stream' } });
  const text = await res.text();
  if (!res.ok) throw new ApiError(res.status, res.statusText, text);
  return JSON.parse(text) as ResourceView;
}
