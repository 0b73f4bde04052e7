import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';

export interface FeedbackRequestOpening {
  playerId: string;
  highlightId: string;
  purchaseId: string;
  mentorId: string | null;
}

/**
 * Highlight feedback bought as an add-on: billing records the purchase, this opens the pending request
 * a mentor fulfils (the mentoring area's review queue).
 */
@Injectable()
export class FeedbackRequestsService {
  async open(r: FeedbackRequestOpening, m: EntityManager): Promise<void> {
    await m.query(
      `INSERT INTO highlight_feedback_requests (player_id, highlight_id, purchase_id, mentor_id, status) VALUES ($1, $2, $3, $4, 'pending')`,
      [r.playerId, r.highlightId, r.purchaseId, r.mentorId],
    );
  }
}
