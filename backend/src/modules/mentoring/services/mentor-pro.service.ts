import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, MENTOR_PRO_MESSAGES, type MentorProEntitlements, type SessionUser } from '@fiji/contracts';
import type { DataSource } from 'typeorm';
import { ViewerAccessService } from '../../../core/access';
import { EntitlementsService } from '../../billing';
import { isUuid } from './progress-access';

type MentorProKey = keyof MentorProEntitlements & ('sessionBooking' | 'resourceSharing' | 'progressTracking');

/**
 * What Mentor Pro unlocks on the mentor's side (docs/mentoring.md "Mentor Pro"), always asked of billing's
 * EntitlementsService: taking new bookings (sessionBooking), sharing resources (resourceSharing) and
 * writing goals, milestones and assessments for mentees (progressTracking). Mentees are never gated by
 * their mentor's plan, and sessions already booked continue whatever the plan.
 */
@Injectable()
export class MentorProService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly entitlements: EntitlementsService,
    private readonly access: ViewerAccessService,
  ) {}

  /** SQL over a mentor's user id (default `m.user_id`): the mentor takes bookings (holds sessionBooking). */
  takesBookingsSql(mentorUserIdSql = 'm.user_id'): string {
    return this.entitlements.holdsSql('sessionBooking', 'mentor', mentorUserIdSql);
  }

  /** Booking a mentor without sessionBooking: 409 MENTOR_NOT_TAKING_BOOKINGS. */
  async requireTakingBookings(mentorUserId: string): Promise<void> {
    if (!(await this.entitlements.holds(mentorUserId, 'sessionBooking'))) {
      throw new ConflictException({ statusCode: 409, code: ERROR_CODES.MENTOR_NOT_TAKING_BOOKINGS, message: MENTOR_PRO_MESSAGES.notTakingBookings });
    }
  }

  /** The caller's own Mentor Pro entitlements (the mentor's screens). */
  async of(userId: string): Promise<MentorProEntitlements> {
    const viewer = await this.access.viewer({ id: userId } as SessionUser);
    return {
      sessionBooking: this.entitlements.has(viewer, 'sessionBooking'),
      resourceSharing: this.entitlements.has(viewer, 'resourceSharing'),
      progressTracking: this.entitlements.has(viewer, 'progressTracking'),
    };
  }

  /** 403 UPGRADE_REQUIRED with the feature's message unless the caller holds `key`. */
  async require(me: SessionUser, key: MentorProKey): Promise<void> {
    this.entitlements.require(await this.access.viewer(me), key, MENTOR_PRO_MESSAGES[key]);
  }

  /**
   * progressTracking when the caller is the mentor of this relationship; a mentee, or anyone who is
   * neither side (the service answers them 404 as before), passes untouched.
   */
  async requireAsMentorOfRelationship(me: SessionUser, relationshipId: string | undefined): Promise<void> {
    if (!relationshipId || !isUuid(relationshipId)) return;
    const [r]: unknown[] = await this.db.query(
      `SELECT 1 FROM mentoring_relationships r JOIN mentors mt ON mt.id = r.mentor_id WHERE r.id = $1 AND mt.user_id = $2`,
      [relationshipId, me.id],
    );
    if (r) await this.require(me, 'progressTracking');
  }

  /** The same for a goal (adding a milestone). */
  async requireAsMentorOfGoal(me: SessionUser, goalId: string): Promise<void> {
    if (!isUuid(goalId)) return;
    const [g]: { relationship_id: string }[] = await this.db.query(`SELECT relationship_id FROM mentoring_goals WHERE id = $1`, [goalId]);
    if (g) await this.requireAsMentorOfRelationship(me, g.relationship_id);
  }
}
