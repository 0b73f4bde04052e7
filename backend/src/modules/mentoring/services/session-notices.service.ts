import { Injectable } from '@nestjs/common';
import { formatWithZone, isMinor } from '@fiji/contracts';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { JobsService } from '../../../core/queue';
import { BillingClock } from '../../billing';
import { UsersService } from '../../users';
import { MentoringMailService } from './mentoring-mail.service';
import type { SessionRow } from './session-store';

/** An account as UsersService reads it. */
type Account = NonNullable<Awaited<ReturnType<UsersService['findById']>>>;

export interface SessionParties {
  mentor: { userId: string; name: string; email: string };
  mentee: { userId: string; name: string; email: string; guardianEmail: string | null };
}

/**
 * Who hears about a session's changes: the other side as a notification and a mail, and for a player
 * under 18 the guardian too, every time (docs/mentoring.md "Safeguarding"): the meeting link, moves,
 * cancels and reminders. Queued with the change's transaction when one is given.
 */
@Injectable()
export class SessionNoticesService {
  constructor(
    private readonly users: UsersService,
    private readonly mail: MentoringMailService,
    private readonly jobs: JobsService,
    private readonly clock: BillingClock,
    private readonly config: AppConfig,
  ) {}

  async parties(row: Pick<SessionRow, 'mentor_user_id' | 'mentee_id'>): Promise<SessionParties> {
    const [mentor, mentee] = await Promise.all([this.users.findById(row.mentor_user_id), this.users.findById(row.mentee_id)]);
    return this.partiesFrom(row, mentor, mentee);
  }

  /** The parties of each of these sessions (a list of up to 100), with one read of their accounts; in the rows' order. */
  async partiesOf(rows: ReadonlyArray<Pick<SessionRow, 'mentor_user_id' | 'mentee_id'>>): Promise<SessionParties[]> {
    const accounts = await this.users.findByIds([...new Set(rows.flatMap((r) => [r.mentor_user_id, r.mentee_id]))]);
    const byId = new Map(accounts.map((u) => [u.id, u]));
    return rows.map((r) => this.partiesFrom(r, byId.get(r.mentor_user_id) ?? null, byId.get(r.mentee_id) ?? null));
  }

  private partiesFrom(row: Pick<SessionRow, 'mentor_user_id' | 'mentee_id'>, mentor: Account | null, mentee: Account | null): SessionParties {
    const minor = mentee?.role === 'player' && isMinor(mentee.dob, this.clock.now());
    return {
      mentor: { userId: row.mentor_user_id, name: mentor ? `${mentor.firstName} ${mentor.lastName}` : 'Mentor', email: mentor?.email ?? '' },
      mentee: {
        userId: row.mentee_id, name: mentee ? `${mentee.firstName} ${mentee.lastName}` : 'Mentee', email: mentee?.email ?? '',
        guardianEmail: minor ? (mentee?.guardianEmail ?? null) : null,
      },
    };
  }

  /** "Fri, 5 Dec 2026, 6:00 pm Fiji Standard Time" in the mentor's zone, plus UTC for anyone elsewhere. */
  when(row: Pick<SessionRow, 'scheduled_at' | 'mentor_timezone'>): string {
    const iso = new Date(row.scheduled_at).toISOString();
    return `${formatWithZone(iso, row.mentor_timezone ?? 'UTC')} (${formatWithZone(iso, 'UTC')})`;
  }

  /**
   * Tells `to` ('mentor', 'mentee' or both) and the guardian of a minor. `subject` and `lines` are the
   * mail; the notification carries the subject and the first line.
   */
  async tell(row: SessionRow, to: Array<'mentor' | 'mentee'>, subject: string, lines: string[], m?: EntityManager, parties?: SessionParties): Promise<void> {
    const p = parties ?? (await this.parties(row));
    const link = `${this.config.publicUrl}/mentoring/sessions`;
    const body = [...lines, '', `Your sessions: ${link}`];
    const userIds = to.map((side) => p[side].userId);
    if (userIds.length) {
      await this.jobs.enqueue('notifications.fanout', { userIds, type: 'mentoring_session', title: subject, message: lines[0] ?? subject }, m);
    }
    for (const side of to) await this.mail.queue(p[side].email, subject, ['Bula,', '', ...body], m);
    if (p.mentee.guardianEmail) {
      await this.mail.queue(
        p.mentee.guardianEmail,
        `${subject} (${p.mentee.name})`,
        ['Bula,', '', `As ${p.mentee.name}\u2019s guardian you receive every change to their mentoring sessions, and you may join any session.`, '', ...lines],
        m,
      );
    }
  }
}
