/**
 * The /upload page's file step: ask for an upload URL, send the file with progress (resuming after a
 * dropped connection), and keep the stored object path for the highlight.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { HIGHLIGHT_TOASTS, type HighlightContentType, type UploadCompleteResponse } from '@fiji/contracts';
import { handleIfUnauthorized, toast } from '@fiji/platform';
import { requestUploadUrl } from '../api/start-upload';
import { uploadResumable } from '../api/resumable-upload';
import { declaredType, mediaKind } from '../lib/media-file';
import { isPlanLimit, sendFailure, startFailure } from '../lib/upload-errors';

export type FileUploadState =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'uploading'; sent: number; total: number; reconnecting: boolean }
  | { phase: 'uploaded'; objectPath: string; kind: HighlightContentType }
  | { phase: 'failed' };

/** The kind the server detected from the bytes (the completing PUT's answer), when it sent one. */
function kindFromAnswer(body: string): HighlightContentType | null {
  try {
    const kind = (JSON.parse(body) as Partial<UploadCompleteResponse>).kind;
    return kind === 'video' || kind === 'image' ? kind : null;
  } catch {
    return null;
  }
}

export function useFileUpload({ onPlanLimit }: { onPlanLimit?: () => void } = {}) {
  const [state, setState] = useState<FileUploadState>({ phase: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops the upload (the server deletes what it kept after a day).
  useEffect(() => () => controller.current?.abort(), []);

  // A page reload would lose the upload: the browser asks first while bytes are on their way.
  const busy = state.phase === 'starting' || state.phase === 'uploading';
  useEffect(() => {
    if (!busy) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [busy]);

  const start = useCallback(
    async (file: File) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      setState({ phase: 'starting' });
      let target: Awaited<ReturnType<typeof requestUploadUrl>>;
      try {
        target = await requestUploadUrl();
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({ phase: 'failed' });
        if (handleIfUnauthorized(error)) return;
        const problem = startFailure(error);
        if (problem) toast({ ...problem, variant: 'destructive' });
        if (isPlanLimit(error)) onPlanLimit?.();
        return;
      }
      let answer: string;
      try {
        ({ body: answer } = await uploadResumable({
          url: target.uploadURL,
          file,
          contentType: declaredType(file),
          signal: abort.signal,
          onProgress: ({ sent, total }) => setState({ phase: 'uploading', sent, total, reconnecting: false }),
          onRetry: () => setState((s) => (s.phase === 'uploading' ? { ...s, reconnecting: true } : s)),
        }));
      } catch (error) {
        if (abort.signal.aborted) return;
        setState({ phase: 'failed' });
        if (handleIfUnauthorized(error)) return;
        const problem = sendFailure(error);
        if (problem) toast({ ...problem, variant: 'destructive' });
        return;
      }
      if (abort.signal.aborted) return;
      setState({ phase: 'uploaded', objectPath: target.objectPath, kind: kindFromAnswer(answer) ?? mediaKind(file) ?? 'video' });
      toast({ title: HIGHLIGHT_TOASTS.uploadComplete, description: HIGHLIGHT_TOASTS.uploadCompleteDescription });
    },
    [onPlanLimit],
  );

  /** Remove File: stops a running upload and forgets the file. */
  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, reset };
}
