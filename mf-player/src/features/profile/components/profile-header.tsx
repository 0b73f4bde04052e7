import { LIMITS, displayName, type PlayerProfileResponse } from '@fiji/contracts';
import { Badge, cn, focusRing } from '@fiji/ui';
import { ChangePictureButton } from './change-picture-button';
import { FavouriteButton } from './favourite-button';
import type { ViewerMedia } from './media-viewer';

function Picture({ player, name, onOpen }: { player: PlayerProfileResponse; name: string; onOpen: (media: ViewerMedia) => void }) {
  const set = player.profilePictureSet;
  const src = player.profilePicture ?? player.user.profileImageUrl;
  if (!src)
    return (
      <span aria-hidden="true" className="flex size-24 shrink-0 items-center justify-center rounded-full bg-muted text-3xl font-bold text-muted-foreground">
        {name.charAt(0)}
      </span>
    );
  // The 96 px circle picks the 256 px file on most phones (2-3x screens) from the stored sizes.
  const large = set?.sizes['512'] ?? src;
  return (
    <button
      type="button"
      onClick={() => onOpen({ kind: 'image', src: large, srcSet: set?.srcset, title: `${name}'s profile picture` })}
      className={cn('shrink-0 rounded-full', focusRing)}
      aria-label={`View ${name}'s profile picture`}
    >
      <img
        src={src}
        srcSet={set?.srcset}
        sizes="96px"
        width={96}
        height={96}
        alt=""
        decoding="async"
        className="size-24 rounded-full object-cover"
        data-testid="profile-picture"
      />
    </button>
  );
}

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col-reverse rounded-md border border-border p-3 text-center">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

export interface ProfileHeaderProps {
  player: PlayerProfileResponse;
  owner: boolean;
  /** Signed-in non-owners get the local favourite heart. */
  showFavourite: boolean;
  onOpenMedia: (media: ViewerMedia) => void;
}

/**
 * Header: picture, name, verified badge, first two positions + "+N", school,
 * "Class of", age-grade team, province; stat tiles (height, weight, age, highlights) and formats.
 */
export function ProfileHeader({ player, owner, showFavourite, onOpenMedia }: ProfileHeaderProps) {
  const name = displayName(player.user, 'Player');
  const shown = player.positions.slice(0, LIMITS.headerPositions);
  const hidden = player.positions.slice(shown.length);
  // A preview (free viewer) carries 2 positions and how many more the server kept back.
  const more = hidden.length + (player.positionsMore ?? 0);
  const details = [player.school, player.gradYear ? `Class of ${player.gradYear}` : null, player.ageGradeTeam, player.province].filter(Boolean);
  return (
    <header className="grid gap-4">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <div className="flex flex-col items-start gap-2">
          <Picture player={player} name={name} onOpen={onOpenMedia} />
          {owner && <ChangePictureButton playerId={player.id} />}
        </div>
        <div className="grid min-w-0 flex-1 gap-2">
          <div className="flex items-start justify-between gap-2">
            <h1 className="flex flex-wrap items-center gap-2 text-2xl font-bold sm:text-3xl" data-testid="player-name">
              {name}
              {player.verified && (
                <Badge variant="success" data-testid="verified-badge">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="size-3.5" fill="none" stroke="currentColor" strokeWidth="3">
                    <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  Verified
                </Badge>
              )}
            </h1>
            {showFavourite && <FavouriteButton playerId={player.id} name={name} />}
          </div>
          {player.positions.length > 0 && (
            <p className="flex flex-wrap gap-1" data-testid="player-positions">
              <span className="sr-only">Positions: </span>
              {shown.map((p) => (
                <Badge key={p} variant="secondary">
                  {p}
                </Badge>
              ))}
              {more > 0 && (
                <Badge variant="outline" title={hidden.length ? hidden.join(', ') : undefined} data-testid="positions-more">
                  +{more}
                  <span className="sr-only"> more{hidden.length ? `: ${hidden.join(', ')}` : ''}</span>
                </Badge>
              )}
            </p>
          )}
          {details.length > 0 && (
            <p className="text-sm text-muted-foreground" data-testid="player-details">
              {details.join(' · ')}
            </p>
          )}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Stat label="Height" value={player.heightCm ? `${player.heightCm} cm` : '—'} testId="stat-height" />
        <Stat label="Weight" value={player.weightKg ? `${player.weightKg} kg` : '—'} testId="stat-weight" />
        <Stat label="Age" value={player.age !== null ? String(player.age) : '—'} testId="stat-age" />
        <Stat label="Highlights" value={String(player.highlightCount)} testId="stat-highlights" />
      </dl>
      {player.formats.length > 0 && (
        <p className="flex flex-wrap items-center gap-1 text-sm" data-testid="player-formats">
          <span className="mr-1 text-muted-foreground">Formats</span>
          {player.formats.map((f) => (
            <Badge key={f} variant="outline">
              {f}
            </Badge>
          ))}
        </p>
      )}
    </header>
  );
}
