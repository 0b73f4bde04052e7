import { useNavigate } from 'react-router';
import { PLAYER_PROFILE_TOASTS } from '@fiji/contracts';
import { useSession } from '@fiji/platform';
import { Skeleton } from '@fiji/ui';
import { isNotFound, useMyPlayerProfile } from '#shared/api/my-player-profile';
import { initialValues } from '../lib/profile-form-values';
import { PlayerProfileForm } from './player-profile-form';
import { OnboardingUpgradePrompt } from './onboarding-upgrade-prompt';

/**
 * /player/onboarding: "Create Your Player Profile" when the player has none,
 * "Edit Player Profile" when one exists (known from GET /api/players/me). Cancel and save go to /.
 */
export default function OnboardingPage() {
  const { user } = useSession();
  const me = useMyPlayerProfile();
  const navigate = useNavigate();

  if (user && user.role !== 'player')
    return (
      <section className="mx-auto grid max-w-lg gap-2 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">Player profiles are for players</h1>
        <p className="text-muted-foreground">Sign in with a player account to create or edit a player profile.</p>
      </section>
    );
  if (!user || me.isLoading)
    return (
      <div role="status" aria-label="Loading profile" className="mx-auto grid max-w-3xl gap-4 px-4 py-8">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-64" />
      </div>
    );
  if (me.error && !isNotFound(me.error))
    return (
      <p role="alert" className="mx-auto max-w-lg px-4 py-16 text-center text-destructive">
        {PLAYER_PROFILE_TOASTS.loadFailed}
      </p>
    );

  const profile = me.data ?? null;
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold sm:text-3xl">{profile ? 'Edit Player Profile' : 'Create Your Player Profile'}</h1>
        <p className="text-muted-foreground">Fields marked * are required. Clubs, unions and recruiters see this profile.</p>
      </header>
      <OnboardingUpgradePrompt />
      <PlayerProfileForm
        // A new key when the saved profile arrives resets the form to it.
        key={profile?.id ?? 'new'}
        profileId={profile?.id ?? null}
        initial={initialValues(profile, user)}
        onSaved={() => navigate('/')}
      />
    </section>
  );
}
