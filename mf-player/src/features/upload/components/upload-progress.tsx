import { Progress } from '@fiji/ui';
import type { FileUploadState } from '../hooks/use-file-upload';
import { formatMb } from '../lib/media-file';

const phaseText = (state: FileUploadState): string => {
  if (state.phase === 'starting') return 'Starting upload...';
  if (state.phase === 'uploaded') return 'Upload complete';
  if (state.phase === 'uploading' && state.reconnecting) return 'Connection lost. Resuming...';
  return '';
};

/**
 * The real progress of the PUT: percent and MB sent of total. Only phase changes are announced
 * (starting, reconnecting, complete); the bar's own value carries the percent for screen readers.
 */
export function UploadProgress({ state, total }: { state: FileUploadState; total: number }) {
  const sent = state.phase === 'uploading' ? state.sent : state.phase === 'uploaded' ? total : 0;
  const value = state.phase === 'starting' ? null : total > 0 ? (sent / total) * 100 : 100;
  return (
    <div className="grid gap-1.5" data-testid="upload-progress">
      <Progress value={value} aria-label="Upload progress" />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <span data-testid="upload-progress-percent">{value === null ? '' : `${Math.floor(value)}%`}</span>
        <span aria-live="polite">{phaseText(state)}</span>
        <span className="text-muted-foreground" data-testid="upload-progress-bytes">
          {formatMb(sent)} of {formatMb(total)}
        </span>
      </p>
    </div>
  );
}
