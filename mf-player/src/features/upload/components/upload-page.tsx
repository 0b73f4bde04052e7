import { Link } from 'react-router';
import { useSession } from '@fiji/platform';
import { buttonVariants, Skeleton } from '@fiji/ui';
import { isNotFound, useMyPlayerProfile } from '../../profile/api/player-queries';

/** /upload (player-side §2): needs a player profile first. */
export default function UploadPage() {
  const { user } = useSession();
  const me = useMyPlayerProfile();
  if (user?.role === 'player' && me.isLoading) return <Skeleton className="mx-auto my-8 h-64 max-w-3xl" />;
  if (user?.role !== 'player' || (me.error && isNotFound(me.error)))
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Player Profile Required</h1>
        <p className="text-muted-foreground">Create your player profile before uploading highlights.</p>
        <Link to="/player/onboarding" className={buttonVariants()}>
          Create Player Profile
        </Link>
      </section>
    );
  return (
    <section className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
      <h1 className="text-2xl font-bold">Upload Highlight</h1>
      <p className="text-muted-foreground">
        Share a video or image of your best rugby moments. Videos up to 2 GB (MP4, MOV, AVI); images JPG, PNG or WEBP.
      </p>
    </section>
  );
}
