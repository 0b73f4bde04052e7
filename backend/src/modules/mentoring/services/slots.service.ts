import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_CODES, MENTOR_LIMITS, MENTOR_MESSAGES, type MentorSlotsQueryDto, type MentorSlotsResponse } from '@fiji/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { Mentor } from '../entities/mentor.entity';
import { localDateOf, openSlots, wallClockInstant, type Interval, type SlotRules } from './slots-maths';
import { LISTED_SQL } from './mentor-listing';
import { MentorProService } from './mentor-pro.service';

/** Session statuses that occupy the mentor's time; a `scheduled` booking whose checkout hold (`hold_expires_at`) lapsed does not. */
export const LIVE_SESSION_STATUSES = ['scheduled', 'confirmed', 'in_progress'] as const;

const DAY = 86_400_000;
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export interface BookableOptions {
  /** A session moving to a new time (reschedule) does not block itself. */
  ignoreSessionId?: string;
  /** Clock for tests; defaults to now. */
  now?: Date;
}

/**
 * Open slots of a mentor, computed in the mentor's zone from weekly windows, date overrides, the live
 * sessions (and unexpired holds), the buffer and the minimum notice. The booking flow asks
 * `isBookable` inside its transaction; the database's exclusion constraint is the final word on races.
 */
@Injectable()
export class MentorSlotsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mentorPro: MentorProService,
  ) {}

  /** True when `start` is one of the mentor's open slots for a session of `durationMinutes`. */
  async isBookable(mentorId: string, start: Date, durationMinutes: number, m?: EntityManager, options: BookableOptions = {}): Promise<boolean> {
    if (Number.isNaN(start.getTime())) return false;
    const manager = m ?? this.db.manager;
    const mentor = await this.bookableMentor(manager, mentorId);
    if (!mentor || !mentor.sessionLengths.includes(durationMinutes)) return false;
    const to = new Date(start.getTime() + 1);
    const busy = await this.busy(manager, [mentorId], start, new Date(start.getTime() + durationMinutes * 60_000), mentor.bufferMinutes, options.ignoreSessionId);
    const slots = openSlots(rulesOf(mentor), busy.get(mentorId) ?? [], start, to, durationMinutes, options.now ?? new Date());
    return slots.some((s) => s.start.getTime() === start.getTime());
  }

  /** GET /api/mentors/:id/slots for a mentor already known to be visible to the caller. */
  async slotsFor(mentor: Mentor, query: MentorSlotsQueryDto, now = new Date()): Promise<MentorSlotsResponse> {
    const timeZone = mentor.timezone ?? 'UTC';
    const readIn = query.tz ?? timeZone;
    const from = parseBound(query.from, readIn, false, 'from');
    const to = parseBound(query.to, readIn, true, 'to');
    if (!(to > from) || to.getTime() - from.getTime() > MENTOR_LIMITS.slotsRangeMaxDays * DAY) {
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: MENTOR_MESSAGES.range, errors: { to: MENTOR_MESSAGES.range } });
    }
    const lengths = [...mentor.sessionLengths].sort((a, b) => a - b);
    const duration = query.duration ?? lengths[0] ?? 60;
    if (!lengths.includes(duration)) {
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: MENTOR_MESSAGES.duration, errors: { duration: MENTOR_MESSAGES.duration } });
    }
    // A mentor without Mentor Pro takes no new bookings, so offers no open slots (docs/mentoring.md "Mentor Pro").
    if (!mentor.timezone || !(await this.takesBookings([mentor.id])).has(mentor.id)) return { mentorTimeZone: timeZone, durationMinutes: duration, slots: [] };
    const busy = await this.busy(this.db.manager, [mentor.id], from, new Date(to.getTime() + duration * 60_000), mentor.bufferMinutes);
    const slots = openSlots(rulesOf(mentor), busy.get(mentor.id) ?? [], from, to, duration, now);
    return { mentorTimeZone: timeZone, durationMinutes: duration, slots: slots.map((s) => ({ start: s.start.toISOString(), end: s.end.toISOString() })) };
  }

  /** The ids among `mentors` with at least one open slot (their shortest length) in the next `days` days. */
  async availableWithin(mentors: Mentor[], days: number, now = new Date()): Promise<Set<string>> {
    const from = now;
    const to = new Date(now.getTime() + days * DAY);
    const taking = await this.takesBookings(mentors.map((x) => x.id));
    const withZone = mentors.filter((x) => x.timezone && taking.has(x.id));
    const maxBuffer = Math.max(0, ...withZone.map((x) => x.bufferMinutes));
    const busy = await this.busy(this.db.manager, withZone.map((x) => x.id), from, new Date(to.getTime() + 90 * 60_000), maxBuffer);
    const open = new Set<string>();
    for (const mentor of withZone) {
      const duration = Math.min(...mentor.sessionLengths);
      if (openSlots(rulesOf(mentor), busy.get(mentor.id) ?? [], from, to, duration, now).length > 0) open.add(mentor.id);
    }
    return open;
  }

  private async bookableMentor(manager: EntityManager, mentorId: string): Promise<Mentor | null> {
    return manager
      .getRepository(Mentor)
      .createQueryBuilder('m')
      .innerJoin('m.user', 'u')
      .where('m.id = :mentorId', { mentorId })
      .andWhere(LISTED_SQL)
      .andWhere(this.mentorPro.takesBookingsSql())
      .getOne();
  }

  /** The ids among `mentorIds` whose mentor holds Mentor Pro's sessionBooking. */
  async takesBookings(mentorIds: string[]): Promise<Set<string>> {
    if (mentorIds.length === 0) return new Set();
    const rows: { id: string }[] = await this.db.query(`SELECT m.id FROM mentors m WHERE m.id = ANY($1::uuid[]) AND ${this.mentorPro.takesBookingsSql()}`, [mentorIds]);
    return new Set(rows.map((r) => r.id));
  }

  /** Live sessions per mentor that overlap [from - buffer, to + buffer). */
  private async busy(manager: EntityManager, mentorIds: string[], from: Date, to: Date, bufferMinutes: number, ignoreSessionId?: string): Promise<Map<string, Interval[]>> {
    const byMentor = new Map<string, Interval[]>();
    if (mentorIds.length === 0) return byMentor;
    const pad = bufferMinutes * 60_000;
    const rows: { mentor_id: string; scheduled_at: Date; duration: number }[] = await manager.query(
      `SELECT mentor_id, scheduled_at, duration FROM mentoring_sessions
        WHERE mentor_id = ANY($1::uuid[]) AND status = ANY($2::session_status[])
          AND scheduled_at < $4 AND scheduled_at + duration * interval '1 minute' > $3
          AND NOT (status = 'scheduled' AND hold_expires_at IS NOT NULL AND hold_expires_at <= now())
          AND ($5::uuid IS NULL OR id <> $5::uuid)`,
      [mentorIds, LIVE_SESSION_STATUSES, new Date(from.getTime() - pad), new Date(to.getTime() + pad), ignoreSessionId ?? null],
    );
    for (const r of rows) {
      const start = new Date(r.scheduled_at);
      const list = byMentor.get(r.mentor_id) ?? [];
      list.push({ start, end: new Date(start.getTime() + r.duration * 60_000) });
      byMentor.set(r.mentor_id, list);
    }
    return byMentor;
  }
}

export function rulesOf(mentor: Mentor): SlotRules {
  return {
    timeZone: mentor.timezone ?? 'UTC',
    weekly: mentor.weeklyAvailability ?? [],
    overrides: mentor.availabilityOverrides ?? [],
    bufferMinutes: mentor.bufferMinutes,
    minNoticeHours: mentor.minNoticeHours,
  };
}

/** A date is read as that day in `timeZone` (`to` inclusive: the end of that day); an instant as itself. */
function parseBound(value: string, timeZone: string, endOfDay: boolean, field: 'from' | 'to'): Date {
  let instant: Date;
  if (DATE_ONLY.test(value)) {
    const [y, mo, d] = value.split('-').map(Number);
    instant = wallClockInstant(y, mo - 1, d, endOfDay ? '24:00' : '00:00', timeZone);
    const check = localDateOf(new Date(Date.UTC(y, mo - 1, d)), 'UTC');
    if (check.m !== mo - 1) instant = new Date(NaN);
  } else {
    instant = new Date(value);
  }
  if (Number.isNaN(instant.getTime())) {
    throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message: MENTOR_MESSAGES[field], errors: { [field]: MENTOR_MESSAGES[field] } });
  }
  return instant;
}
