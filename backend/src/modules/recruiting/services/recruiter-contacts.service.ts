import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  CONTACT_REQUEST_MESSAGES as M,
  contactRequestStats,
  displayName,
  ORGANIZATION_MESSAGES,
  type RecruiterContactItem,
  type RecruiterContactsResponse,
  type SessionUser,
} from '@fiji/contracts';
import { Repository } from 'typeorm';
import { AdminContactReads, contactFieldsFor, ViewerAccessService, type Viewer } from '../../../core/access';
import { ContactRequest } from '../entities/contact-request.entity';
import { followUpAt } from './contact-request.mapper';
import { RecruitingPlayersService, type PlayerSnapshot } from './recruiting-players.service';

/**
 * /recruiter/contacts: the requests a recruiting-side user sent, with player contact fields where
 * allowed, and the summary tiles (Total Sent, Pending, Approved, Response Rate).
 */
@Injectable()
export class RecruiterContactsService {
  constructor(
    @InjectRepository(ContactRequest) private readonly requests: Repository<ContactRequest>,
    private readonly access: ViewerAccessService,
    private readonly players: RecruitingPlayersService,
    private readonly contactReads: AdminContactReads,
  ) {}

  async list(me: SessionUser): Promise<RecruiterContactsResponse> {
    const rows = await this.requests.find({
      where: { fromUserId: me.id },
      relations: { toUser: true },
      order: { createdAt: 'DESC', id: 'DESC' },
    });
    const viewer = await this.access.viewer(me);
    const playerIds = rows.flatMap((r) => (r.playerId ? [r.playerId] : []));
    const visible = await this.players.visible(viewer, playerIds);
    const approved = viewer ? await this.access.approvedContactPlayerIds(viewer.id, [...visible.keys()]) : new Set<string>();
    const results = rows.map((r) => {
      const player = r.playerId ? visible.get(r.playerId) : undefined;
      return toRecruiterContact(r, player, viewer, !!player && approved.has(player.id));
    });
    // An admin who contacted a minor sees their contact fields here too: recorded (docs/admin.md).
    if (viewer) {
      await this.contactReads.served(
        viewer,
        'recruiter_contacts',
        results.flatMap((item) => {
          const player = item.playerId ? visible.get(item.playerId) : undefined;
          return player ? [{ playerId: player.id, userId: player.userId, dob: player.dob, accountDob: player.accountDob, fields: { contactEmail: item.playerEmail, contactPhone: item.playerPhone ?? null } }] : [];
        }),
      );
    }
    return { results, stats: contactRequestStats(rows.map((r) => r.status)) };
  }
}

/**
 * Contact fields exactly as the profile shows them to this viewer (contactFieldsFor: paid viewers, and a
 * minor's only after that player approved this viewer's request), and none for a profile no longer visible.
 */
function toRecruiterContact(
  r: ContactRequest,
  player: PlayerSnapshot | undefined,
  viewer: Viewer | null,
  approvedContact: boolean,
): RecruiterContactItem {
  const fields = player
    ? contactFieldsFor(viewer, player, approvedContact)
    : { contactEmail: null, contactPhone: null, contactNote: ORGANIZATION_MESSAGES.previewContactNote };
  const item: RecruiterContactItem = {
    id: r.id,
    playerId: r.playerId,
    playerName: displayName(player ?? r.toUser, M.unknownUser),
    position: player?.positions[0] ?? '',
    school: player?.school ?? null,
    playerEmail: fields.contactEmail,
    message: r.message,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    respondedAt: r.respondedAt?.toISOString() ?? null,
    lastFollowUpAt: r.lastFollowUpAt?.toISOString() ?? null,
    nextFollowUpAt: followUpAt(r),
  };
  if (fields.contactPhone) item.playerPhone = fields.contactPhone;
  if (fields.contactNote) item.contactNote = fields.contactNote;
  return item;
}
