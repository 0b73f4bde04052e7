import { INTEREST_LEVEL_LABELS, INTEREST_LEVELS, LIMITS, displayName, type InterestLevel } from '@fiji/contracts';
import { Badge, Button, Card, CardContent, CardHeader, CardTitle, Skeleton } from '@fiji/ui';
import { serverMessage } from '@fiji/platform';
import { toastFailure } from '#shared/api/failure-toast';
import { useMyInterestFor, usePlayerInterests, useToggleInterest } from '../api/interests';

/* The strongest level gets the strongest colour. */
const LEVEL_BADGE: Record<InterestLevel, 'outline' | 'secondary' | 'default'> = {
  interested: 'outline',
  very_interested: 'secondary',
  priority: 'default',
};

/** A recruiter's own level for this player, with the toggle buttons. */
function InterestButtons({ playerId }: { playerId: string }) {
  const mine = useMyInterestFor(playerId);
  const toggle = useToggleInterest(playerId);
  const current = mine.data ?? null;
  return (
    <div role="group" aria-label="Your interest in this player" className="grid gap-2" data-testid="interest-buttons">
      <p className="text-sm font-medium">Your interest</p>
      <div className="flex flex-wrap gap-2">
        {INTEREST_LEVELS.map((level) => (
          <Button
            key={level}
            size="sm"
            variant={current === level ? 'default' : 'outline'}
            aria-pressed={current === level}
            disabled={toggle.isPending || mine.isLoading}
            onClick={() =>
              toggle.mutate(
                { level, current },
                { onError: (error) => toastFailure(error, 'Error', serverMessage(error, 'Failed to update interest')) },
              )
            }
          >
            {INTEREST_LEVEL_LABELS[level]}
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Interest indicators: up to 3 interested recruiters, then "+N more"; recruiting roles mark their own. */
export function InterestCard({ playerId, canMark }: { playerId: string; canMark: boolean }) {
  const interests = usePlayerInterests(playerId);
  const results = interests.data?.results ?? [];
  const total = interests.data?.total ?? 0;
  const shown = results.slice(0, LIMITS.interestedRecruitersShown);
  return (
    <Card data-testid="interest-card">
      <CardHeader>
        <CardTitle as="h2">Recruiter Interest</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {interests.isLoading ? (
          <Skeleton className="h-12" />
        ) : interests.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Interest could not be loaded.
          </p>
        ) : total === 0 ? (
          <p className="text-sm text-muted-foreground">No recruiter interest yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Interested recruiters">
            {shown.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                <span>
                  <span className="font-medium">{displayName(i.recruiter.user, 'Recruiter')}</span>
                  {(i.recruiter.roleTitle || i.recruiter.org) && (
                    <span className="block text-xs text-muted-foreground">
                      {[i.recruiter.roleTitle, i.recruiter.org?.name].filter(Boolean).join(', ')}
                    </span>
                  )}
                </span>
                <Badge variant={LEVEL_BADGE[i.interestLevel]}>{INTEREST_LEVEL_LABELS[i.interestLevel]}</Badge>
              </li>
            ))}
            {total > shown.length && (
              <li className="text-sm text-muted-foreground" data-testid="interest-more">
                +{total - shown.length} more
              </li>
            )}
          </ul>
        )}
        {canMark && <InterestButtons playerId={playerId} />}
      </CardContent>
    </Card>
  );
}
