import {
  CONTACT_REQUEST_MESSAGES as TEXT,
  ROLE_LABELS,
  displayName,
  type ContactRequestItem,
  type ContactRequestResponse,
  type UserRole,
} from '@fiji/contracts';
import { Avatar, Badge, Button, Card, ReportButton, relativeTime } from '@fiji/ui';
import { StatusBadge } from '#shared/components/status-badge';

/**
 * One request on /contact-requests: the other party, the status, the player it is
 * about, the message and when it was sent. Only a pending received request offers Approve and Decline.
 */
export function RequestCard({
  request,
  direction,
  onRespond,
  responding,
}: {
  request: ContactRequestItem;
  direction: 'received' | 'sent';
  onRespond?: (status: ContactRequestResponse) => void;
  /** Which answer is on its way for this card, if any. */
  responding?: ContactRequestResponse | null;
}) {
  const party = direction === 'received' ? request.fromUser : request.toUser;
  const name = displayName(party, TEXT.unknownUser);
  const player = request.player;
  const canAnswer = direction === 'received' && request.status === 'pending' && onRespond;
  return (
    <Card data-testid="contact-request-card" data-status={request.status} className="grid grid-cols-[minmax(0,1fr)] gap-3 p-4">
      <div className="flex items-start gap-3">
        <Avatar src={party?.profileImageUrl} name={name} />
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-semibold">{name}</span>
            {party?.role && <Badge variant="outline">{ROLE_LABELS[party.role as UserRole] ?? party.role}</Badge>}
          </p>
          <p className="text-sm text-muted-foreground">{direction === 'received' ? TEXT.wantsToContact : TEXT.requestSent}</p>
        </div>
        <StatusBadge status={request.status} />
      </div>
      {player && (
        <div className="rounded-md bg-muted p-3 text-sm" data-testid="player-profile-block">
          <p className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">Player Profile</p>
          <p className="font-medium">{displayName(player.user, TEXT.unknownUser)}</p>
          {player.school && <p className="text-muted-foreground">{player.school}</p>}
          {player.positions.length > 0 && <p className="text-muted-foreground">{player.positions.join(', ')}</p>}
        </div>
      )}
      {request.message && <p className="whitespace-pre-line text-sm">{request.message}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <time dateTime={request.createdAt} className="mr-auto text-xs text-muted-foreground">
          {relativeTime(request.createdAt)}
        </time>
        {direction === 'received' && <ReportButton targetType="contact_request" targetId={request.id} targetName={`Request from ${name}`} />}
        {canAnswer && (
          <>
            <Button size="sm" variant="outline" disabled={!!responding} onClick={() => onRespond('declined')}>
              {responding === 'declined' ? 'Declining...' : 'Decline'}
            </Button>
            <Button size="sm" disabled={!!responding} onClick={() => onRespond('approved')}>
              {responding === 'approved' ? 'Approving...' : 'Approve'}
            </Button>
          </>
        )}
      </div>
    </Card>
  );
}
