import { useId, useRef, useState, type ChangeEvent } from 'react';
import { HIGHLIGHT_MAX_BYTES, HIGHLIGHT_MESSAGES, megabytes } from '@fiji/contracts';
import { toast } from '@fiji/platform';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@fiji/ui';
import type { FileUploadState } from '../hooks/use-file-upload';
import { formatMb, isLargeUpload, MEDIA_ACCEPT, mediaFileProblem, mediaKind, type FileProblem } from '../lib/media-file';
import { UploadProgress } from './upload-progress';

export interface FileSectionProps {
  file: File | null;
  onFileChange: (file: File | null) => void;
  upload: FileUploadState;
  onUpload: (file: File) => void;
  onRemove: () => void;
}

/**
 * Choose a file, see its size before sending it (phones on costly data), then Upload File; Remove
 * File clears it (and stops a running upload). Type and size are checked here first.
 */
export function FileSection({ file, onFileChange, upload, onUpload, onRemove }: FileSectionProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<FileProblem | null>(null);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    event.target.value = ''; // choosing the same file again still fires change
    if (!chosen) return;
    const found = mediaFileProblem(chosen);
    setProblem(found);
    if (found) {
      toast({ ...found, variant: 'destructive' });
      onFileChange(null);
      return;
    }
    onFileChange(chosen);
  };

  const remove = () => {
    setProblem(null);
    onRemove();
    input.current?.focus();
  };

  const busy = upload.phase === 'starting' || upload.phase === 'uploading';
  const uploaded = upload.phase === 'uploaded';
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">File Upload</CardTitle>
        <CardDescription>
          Video: MP4, MOV or AVI up to {megabytes(HIGHLIGHT_MAX_BYTES.video)}MB. Image: JPG, PNG, WEBP or GIF up to{' '}
          {megabytes(HIGHLIGHT_MAX_BYTES.image)}MB.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!file ? (
          <div>
            <input ref={input} id={inputId} type="file" accept={MEDIA_ACCEPT} onChange={choose} className="peer sr-only" data-testid="upload-file-input" />
            <label
              htmlFor={inputId}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center justify-center rounded-md bg-primary px-4 text-sm font-medium',
                'text-primary-foreground hover:bg-primary-hover peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2',
                'peer-focus-visible:outline-ring',
              )}
            >
              Choose File
            </label>
          </div>
        ) : (
          <div className="grid gap-3 rounded-md border border-border p-3" data-testid="upload-selected-file">
            <dl className="grid gap-1 text-sm">
              <div className="flex gap-2">
                <dt className="text-muted-foreground">File</dt>
                <dd className="min-w-0 break-all font-medium">{file.name}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted-foreground">Size</dt>
                <dd data-testid="upload-file-size">{formatMb(file.size)}</dd>
              </div>
              <div className="flex gap-2">
                <dt className="text-muted-foreground">Type</dt>
                <dd>{mediaKind(file) === 'image' ? 'Image' : 'Video'}</dd>
              </div>
            </dl>
            {isLargeUpload(file.size) && !uploaded && (
              <p role="status" className="rounded-md bg-warning-soft p-2 text-sm font-medium text-warning" data-testid="large-upload-warning">
                {HIGHLIGHT_MESSAGES.largeUploadWarning}
              </p>
            )}
            {(upload.phase === 'uploading' || upload.phase === 'starting' || uploaded) && (
              <UploadProgress state={upload} total={file.size} />
            )}
            <div className="flex flex-wrap gap-2">
              {(upload.phase === 'idle' || upload.phase === 'failed') && (
                <Button onClick={() => onUpload(file)}>{upload.phase === 'failed' ? 'Try Again' : 'Upload File'}</Button>
              )}
              <Button variant="outline" onClick={remove}>
                Remove File
              </Button>
            </div>
            {busy && <p className="text-xs text-muted-foreground">You can fill in the details below while the file uploads.</p>}
          </div>
        )}
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem.title}: {problem.description}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
