import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { HIGHLIGHT_MESSAGES, LIMITS, PLAYER_PROFILE_TOASTS } from '@fiji/contracts';
import { useSession } from '@fiji/platform';
import { buttonVariants, Skeleton, UpgradeDialog } from '@fiji/ui';
import { isNotFound, useMyPlayerProfile } from '#shared/api/my-player-profile';
import { useFileUpload } from '../hooks/use-file-upload';
import { mediaKind } from '../lib/media-file';
import { ExtraUploadOffer } from './extra-upload-offer';
import { FileSection } from './file-section';
import { HighlightDetailsForm } from './highlight-details-form';

function ProfileRequired() {
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold">{HIGHLIGHT_MESSAGES.profileRequired}</h1>
      <p className="text-muted-foreground">Create your player profile before uploading highlights.</p>
      <Link to="/player/onboarding" className={buttonVariants()}>
        Create Player Profile
      </Link>
    </section>
  );
}

/**
 * /upload: choose a file, upload it with a real progress bar (resuming after a
 * dropped connection), then describe it and submit the highlight; success goes to /player/me.
 */
export default function UploadPage() {
  const { user } = useSession();
  const me = useMyPlayerProfile();
  const [file, setFile] = useState<File | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  // The limit refused an upload: the upgrade prompt opens, and the extra upload stays offered on the page.
  const [limitHit, setLimitHit] = useState(false);
  const onPlanLimit = useCallback(() => {
    setLimitHit(true);
    setUpgradeOpen(true);
  }, []);
  const upload = useFileUpload({ onPlanLimit });

  if (user?.role === 'player' && me.isLoading)
    return (
      <div role="status" aria-label="Loading" className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-48" />
      </div>
    );
  if (user?.role !== 'player' || (me.error && isNotFound(me.error))) return <ProfileRequired />;
  if (me.error || !me.data)
    return (
      <p role="alert" className="mx-auto max-w-lg px-4 py-16 text-center text-destructive">
        {PLAYER_PROFILE_TOASTS.loadFailed}
      </p>
    );

  const changeFile = (next: File | null) => {
    upload.reset();
    setFile(next);
  };
  const state = upload.state;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">Upload Highlight</h1>
        <p className="text-muted-foreground">Share a video or photo of your best rugby moments with clubs and recruiters.</p>
      </header>
      <FileSection
        file={file}
        onFileChange={changeFile}
        upload={state}
        onUpload={(f) => void upload.start(f)}
        onRemove={() => changeFile(null)}
      />
      {limitHit && <ExtraUploadOffer />}
      <HighlightDetailsForm
        profile={me.data}
        objectPath={state.phase === 'uploaded' ? state.objectPath : null}
        kind={state.phase === 'uploaded' ? state.kind : (file && mediaKind(file)) || 'video'}
        onPlanLimit={onPlanLimit}
      />
      <UpgradeDialog
        open={upgradeOpen}
        onOpenChange={setUpgradeOpen}
        role={user.role}
        reason={`Player Pro lets you upload up to ${LIMITS.playerProMediaMax} highlights and photos.`}
      />
    </section>
  );
}
