import { useId, useRef, type ChangeEvent } from 'react';
import { PLAYER_PROFILE_TOASTS, PROFILE_PICTURE_ACCEPT, PROFILE_PICTURE_FIELD, profilePictureProblem } from '@fiji/contracts';
import { parseApiError, toast } from '@fiji/platform';
import { Button } from '@fiji/ui';
import { toastFailure } from '#shared/api/failure-toast';
import { useUploadProfilePicture } from '../api/profile-picture';

/**
 * Change Picture (owner): a file input checked in the browser with the contracts' rule and
 * messages (JPG/PNG/WEBP under 10 MB), then sent as multipart; the server checks the bytes again.
 */
export function ChangePictureButton({ playerId }: { playerId: string }) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture(playerId);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = profilePictureProblem(file);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast({ title: PLAYER_PROFILE_TOASTS.pictureUpdated }),
      onError: (error) => {
        const { status, message, fieldErrors } = parseApiError(error);
        const detail = fieldErrors[PROFILE_PICTURE_FIELD];
        // The server's own title and message for a refused file ("Invalid file type", "File too large").
        if (detail && (status === 400 || status === 413)) toastFailure(error, message, detail);
        else toastFailure(error, 'Error', PLAYER_PROFILE_TOASTS.pictureFailed);
      },
    });
  };

  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={PROFILE_PICTURE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
        data-testid="profile-picture-input"
      />
      <Button variant="outline" size="sm" onClick={() => input.current?.click()} disabled={upload.isPending} aria-busy={upload.isPending || undefined}>
        {upload.isPending ? 'Uploading...' : 'Change Picture'}
      </Button>
    </>
  );
}
