import { Link } from 'react-router';
import { BOOSTED_LABEL, displayName, type PlayerSearchResult } from '@fiji/contracts';
import { Avatar, Badge, Button, buttonVariants, Card, cn } from '@fiji/ui';

export type ResultsView = 'grid' | 'list';

const highlightsText = (count: PlayerSearchResult['highlightCount']) =>
  `${count} ${count === 1 ? 'highlight' : 'highlights'}`;

function VerifiedTick() {
  return (
    <svg role="img" aria-label="Verified by coach" viewBox="0 0 24 24" className="size-5 shrink-0 text-primary" fill="currentColor">
      <title>Verified by coach</title>
      <path d="M12 2 9.5 4.5 6 4l-.5 3.5L2.5 10 4 13l-1.5 3 3 1.5L6 21l3.5-.5L12 23l2.5-2.5L18 21l.5-3.5 3-1.5L20 13l1.5-3-3-2.5L18 4l-3.5.5Zm-1.2 14.2-3.5-3.5 1.4-1.4 2.1 2.1 5-5 1.4 1.4Z" />
    </svg>
  );
}

/**
 * One search result. The server has already cut a preview for a
 * free viewer (2 positions + positionsMore, short bio, '1+' highlights); the card only shows it.
 */
export function PlayerCard({
  player,
  view,
  onContact,
}: {
  player: PlayerSearchResult;
  view: ResultsView;
  onContact: (player: PlayerSearchResult) => void;
}) {
  const name = displayName(player.user, 'Player');
  const picture = player.profilePicture ?? player.user.profileImageUrl;
  const details = [
    player.heightCm != null ? `${player.heightCm} cm` : null,
    player.weightKg != null ? `${player.weightKg} kg` : null,
    player.province,
  ].filter(Boolean);
  return (
    <Card
      data-testid="player-card"
      data-preview={player._isPreview || undefined}
      className={cn('relative flex h-full flex-col gap-3 overflow-hidden p-4', view === 'list' && 'sm:flex-row sm:items-start')}
    >
      <div className="flex min-w-0 flex-1 gap-3">
        <Avatar src={picture} name={name} />
        <div className="grid min-w-0 flex-1 gap-1.5">
          <h3 className="flex items-center gap-1.5 font-semibold leading-tight">
            <span className="truncate">{name}</span>
            {player.verifiedByCoach && <VerifiedTick />}
            {player.boosted && (
              <Badge variant="outline" className="shrink-0" data-testid="boosted-badge">
                {BOOSTED_LABEL}
              </Badge>
            )}
          </h3>
          {(player.school || player.gradYear) && (
            <p className="text-sm text-muted-foreground">
              {[player.school, player.gradYear ? `Class of ${player.gradYear}` : null].filter(Boolean).join(' · ')}
            </p>
          )}
          {player.positions.length > 0 && (
            <ul className="flex flex-wrap gap-1" aria-label="Positions">
              {player.positions.map((pos) => (
                <li key={pos}>
                  <Badge variant="secondary">{pos}</Badge>
                </li>
              ))}
              {player.positionsMore > 0 && (
                <li>
                  <Badge variant="outline">+{player.positionsMore} more</Badge>
                </li>
              )}
            </ul>
          )}
          {details.length > 0 && <p className="text-sm">{details.join(' · ')}</p>}
          {player.bio && <p className="text-sm text-muted-foreground">{player.bio}</p>}
          <p className="text-xs font-medium text-muted-foreground">{highlightsText(player.highlightCount)}</p>
        </div>
      </div>
      {player._isPreview && (
        <p className="rounded-md bg-warning-soft px-3 py-1.5 text-xs font-medium text-warning" data-testid="preview-overlay">
          Preview: upgrade to see the full profile, every position and highlight.
        </p>
      )}
      <div className={cn('flex gap-2', view === 'list' ? 'sm:w-40 sm:flex-col' : 'mt-auto')}>
        <Link
          to={`/player/${player.id}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'flex-1' })}
          aria-label={`View Profile of ${name} (opens in a new tab)`}
        >
          View Profile
        </Link>
        <Button size="sm" className="flex-1" aria-label={`Contact ${name}`} onClick={() => onContact(player)}>
          Contact
        </Button>
      </div>
    </Card>
  );
}
