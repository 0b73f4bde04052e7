import { Link } from 'react-router';
import { buttonVariants, Card, CardContent, Skeleton } from '@fiji/ui';
import { isNotFound, useMyPlayerProfile } from '../../profile/api/player-queries';

const SECTIONS = [
  'Personal Information',
  'Rugby Information',
  'School & Competition Information',
  'Contact Information',
];

/**
 * /player/onboarding: "Create Your Player Profile" or "Edit Player Profile" (player-side §2). The
 * page knows which one from GET /api/players/me; the form sections arrive with the onboarding issue.
 */
export default function OnboardingPage() {
  const me = useMyPlayerProfile();
  if (me.isLoading) return <Skeleton className="mx-auto my-8 h-64 max-w-3xl" />;
  const exists = !!me.data && !me.error;
  const failed = me.error && !isNotFound(me.error);
  return (
    <section className="mx-auto grid max-w-3xl gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold">{exists ? 'Edit Player Profile' : 'Create Your Player Profile'}</h1>
      {failed && (
        <p role="alert" className="text-destructive">
          Failed to load player profile
        </p>
      )}
      <Card>
        <CardContent className="grid gap-2 pt-6">
          <p className="text-sm text-muted-foreground">Your profile has four parts:</p>
          <ol className="list-decimal pl-5 text-sm">
            {SECTIONS.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <div>
        <Link to="/" className={buttonVariants({ variant: 'outline' })}>
          Cancel
        </Link>
      </div>
    </section>
  );
}
