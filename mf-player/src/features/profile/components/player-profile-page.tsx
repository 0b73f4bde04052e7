import { Link, useParams } from 'react-router';
import { PLAYER_PROFILE_TOASTS, type AnyPlayerProfileResponse } from '@fiji/contracts';
import { useSession } from '@fiji/platform';
import { buttonVariants, Skeleton } from '@fiji/ui';
import { isNotFound, useMyPlayerProfile } from '#shared/api/my-player-profile';
import { usePlayerProfile } from '../api/player';
import { usePlayerPage } from '../api/player-page';
import { PlayerNotFound } from './player-not-found';
import { PlayerProfileView } from './player-profile-view';

function Loading() {
  return (
    <div className="mx-auto grid max-w-5xl gap-4 px-4 py-8" role="status" aria-label="Loading profile">
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-20 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

type ProfileQuery = { isLoading: boolean; error: unknown; data?: AnyPlayerProfileResponse };

const pending = (page: { isLoading: boolean; error: unknown }): ProfileQuery => ({ isLoading: page.isLoading, error: page.error });

function ProfileState({ query }: { query: ProfileQuery }) {
  const { user } = useSession();
  if (query.isLoading) return <Loading />;
  if (query.error) {
    if (isNotFound(query.error)) return <PlayerNotFound />;
    return (
      <p role="alert" className="mx-auto max-w-lg px-4 py-16 text-center text-destructive">
        {PLAYER_PROFILE_TOASTS.loadFailed}
      </p>
    );
  }
  return query.data ? <PlayerProfileView player={query.data} viewer={user} /> : <PlayerNotFound />;
}

function OwnProfile() {
  const { user } = useSession();
  const me = useMyPlayerProfile();
  // The sections in one request; should it fail, each card asks for its own.
  const page = usePlayerPage(me.data?.id);
  if (user && user.role !== 'player') return <PlayerNotFound />;
  if (me.error && isNotFound(me.error))
    return (
      <section className="mx-auto flex max-w-lg flex-col items-center gap-4 px-4 py-20 text-center">
        <h1 className="text-2xl font-bold">Create Your Player Profile</h1>
        <p className="text-muted-foreground">You don&apos;t have a player profile yet. Create one so clubs and mentors can find you.</p>
        <Link to="/player/onboarding" className={buttonVariants()}>
          Create Profile
        </Link>
      </section>
    );
  return <ProfileState query={{ ...me, isLoading: me.isLoading || !user || page.isLoading }} />;
}

function OtherProfile({ id }: { id: string }) {
  const page = usePlayerPage(id);
  // Seeded by the page; refetched alone when an edit invalidates it.
  const profile = usePlayerProfile(id, page.isSuccess);
  return <ProfileState query={page.isSuccess ? profile : pending(page)} />;
}

/** /player/{id}; "me" or no id is the signed-in player's own profile. */
export default function PlayerProfilePage() {
  const { id } = useParams();
  if (!id || id === 'me') return <OwnProfile />;
  return <OtherProfile key={id} id={id} />;
}
