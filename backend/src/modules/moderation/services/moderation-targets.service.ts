import { Injectable } from '@nestjs/common';
import type { ReportTargetType, SessionUser } from '@fiji/contracts';
import { MentorsService } from '../../mentoring';
import { HighlightsService, PlayerProfileService } from '../../player';
import { ContactRequestsService } from '../../recruiting';

/** What a report or an action needs of the reported item: whose it is and a short name for the queue. */
export interface TargetFacts {
  ownerUserId: string;
  label: string;
}

/**
 * The reportable items live in their owners' modules; each owner's service answers "may this user see
 * it" (a report of something the reporter cannot see is a 404, like a missing item) and hides or
 * restores it. This is the one place that knows which owner holds which type.
 */
@Injectable()
export class ModerationTargetsService {
  constructor(
    private readonly players: PlayerProfileService,
    private readonly highlights: HighlightsService,
    private readonly mentors: MentorsService,
    private readonly contacts: ContactRequestsService,
  ) {}

  visibleTo(user: SessionUser, type: ReportTargetType, id: string): Promise<TargetFacts | null> {
    switch (type) {
      case 'player':
        return this.players.moderationTarget(user, id);
      case 'highlight':
        return this.highlights.moderationTarget(user, id);
      case 'mentor':
        return this.mentors.moderationTarget(user, id);
      case 'contact_request':
        return this.contacts.moderationTarget(user, id);
    }
  }

  /** Hides (true) or restores (false) the item for everyone but admins and its owner. */
  setHidden(type: ReportTargetType, id: string, hidden: boolean): Promise<TargetFacts | null> {
    switch (type) {
      case 'player':
        return this.players.setModerationHidden(id, hidden);
      case 'highlight':
        return this.highlights.setModerationHidden(id, hidden);
      case 'mentor':
        return this.mentors.setModerationHidden(id, hidden);
      case 'contact_request':
        return this.contacts.setModerationHidden(id, hidden);
    }
  }
}
