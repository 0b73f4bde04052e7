import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MENTOR_LIMITS,
  MENTOR_MESSAGES,
  type MentorCard,
  type MentorDetail,
  type MentorOwnProfile,
  type MentorsPage,
  type MentorsQueryDto,
  type MentorSort,
  type UpdateAvailabilityDto,
  type UpdateMentorProfileDto,
} from '@fiji/contracts';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { Mentor } from '../entities/mentor.entity';
import { MentorReview } from '../entities/mentor-review.entity';
import { LISTED_SQL, missingSetup } from './mentor-listing';
import { AppConfig } from '../../../core/config/app-config';
import { MentorSlotsService } from './slots.service';
import { MentorProService } from './mentor-pro.service';

interface CardRow {
  id: string;
  title: string | null;
  bio: string | null;
  years_experience: number | null;
  specializations: string[];
  languages: string[];
  hourly_rate: string | null;
  currency: string;
  is_verified: boolean;
  timezone: string | null;
  rating: string;
  review_count: number;
  total_sessions: number;
  first_name: string;
  last_name: string;
  profile_image_url: string | null;
}

/** Sort keys, every one ascending (descending ones negated) and then the id, so a cursor is one row comparison. */
const SORT_KEYS: Record<MentorSort, [string, string]> = {
  rating: ['-s.rating', '-s.total_sessions'],
  price: ['m.hourly_rate', '-s.rating'],
  sessions: ['-s.total_sessions', '-s.rating'],
};

/** Rows read per round while the "available in the next N days" filter (computed in code) drops some. */
const AVAILABILITY_BATCH = 50;

const badRequest = (field: string, message: string) =>
  new BadRequestException({ statusCode: 400, code: ERROR_CODES.VALIDATION_FAILED, message, errors: { [field]: message } });

/** Mentor profiles: the mentor's own (with availability), the public list and a mentor's page. */
@Injectable()
export class MentorsService {
  constructor(
    @InjectRepository(Mentor) private readonly mentors: Repository<Mentor>,
    @InjectRepository(MentorReview) private readonly reviews: Repository<MentorReview>,
    private readonly slots: MentorSlotsService,
    private readonly mentorPro: MentorProService,
    private readonly config: AppConfig,
  ) {}

  /** The mentor's own profile; the row exists from sign-up (a database trigger), re-created here if ever missing. */
  async me(userId: string): Promise<MentorOwnProfile> {
    await this.mentors.query(`INSERT INTO mentors (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING`, [userId]);
    const mentor = await this.mentors.findOneOrFail({ where: { userId } });
    return this.own(mentor, await this.mentorPro.of(userId));
  }

  async updateMe(userId: string, dto: UpdateMentorProfileDto): Promise<MentorOwnProfile> {
    await this.me(userId);
    const patch: Partial<Mentor> = {};
    if (dto.title !== undefined) patch.title = dto.title;
    if (dto.bio !== undefined) patch.bio = dto.bio;
    if (dto.yearsExperience !== undefined) patch.yearsExperience = dto.yearsExperience;
    if (dto.specializations !== undefined) patch.specializations = dto.specializations;
    if (dto.expertiseAreas !== undefined) patch.expertiseAreas = dto.expertiseAreas;
    if (dto.languages !== undefined) patch.languages = dto.languages;
    if (dto.hourlyRate !== undefined) patch.hourlyRate = dto.hourlyRate;
    if (dto.currency !== undefined) patch.currency = dto.currency;
    if (dto.timeZone !== undefined) patch.timezone = dto.timeZone;
    if (dto.sessionLengths !== undefined) patch.sessionLengths = [...dto.sessionLengths].sort((a, b) => a - b);
    if (dto.isActive !== undefined) patch.isActive = dto.isActive;
    if (Object.keys(patch).length > 0) await this.mentors.update({ userId }, patch);
    return this.me(userId);
  }

  async updateAvailability(userId: string, dto: UpdateAvailabilityDto): Promise<MentorOwnProfile> {
    dto.weekly.forEach((w, i) => {
      if (!(w.end > w.start)) throw badRequest(`weekly.${i}.end`, MENTOR_MESSAGES.windowOrder);
    });
    const overrides = dto.overrides ?? [];
    const seen = new Set<string>();
    overrides.forEach((o, i) => {
      const window = o.start !== undefined || o.end !== undefined;
      if (o.unavailable ? window : !(o.start && o.end)) throw badRequest(`overrides.${i}`, MENTOR_MESSAGES.overrideShape);
      if (o.start && o.end && !(o.end > o.start)) throw badRequest(`overrides.${i}.end`, MENTOR_MESSAGES.windowOrder);
      if (seen.has(o.date) || Number.isNaN(Date.parse(`${o.date}T00:00:00Z`))) throw badRequest(`overrides.${i}.date`, MENTOR_MESSAGES.date);
      seen.add(o.date);
    });
    await this.me(userId);
    await this.mentors.update(
      { userId },
      {
        timezone: dto.timeZone,
        weeklyAvailability: dto.weekly.map((w) => ({ weekday: w.weekday, start: w.start, end: w.end })),
        availabilityOverrides: overrides.map((o) => (o.unavailable ? { date: o.date, unavailable: true } : { date: o.date, start: o.start, end: o.end })),
        bufferMinutes: dto.bufferMinutes,
        minNoticeHours: dto.minNoticeHours,
        sessionLengths: [...dto.sessionLengths].sort((a, b) => a - b),
      },
    );
    return this.me(userId);
  }

  /** GET /api/mentors: listed mentors only; the advanced filters were checked by the controller. */
  async list(query: MentorsQueryDto, now = new Date()): Promise<MentorsPage> {
    const sort = query.sort ?? 'rating';
    const [k1, k2] = SORT_KEYS[sort];
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const pageSize = MENTOR_LIMITS.pageSize;
    const results: CardRow[] = [];
    let position = after;
    // Without the availability filter one round reads pageSize + 1 rows; with it, rounds continue until the page fills.
    for (;;) {
      const batch = query.availableWithinDays ? AVAILABILITY_BATCH : pageSize + 1;
      const qb = this.listed();
      CARD_COLUMNS.forEach(([e, alias], i) => (i === 0 ? qb.select(e, alias) : qb.addSelect(e, alias)));
      qb.addSelect(expr(k1), 'k1').addSelect(expr(k2), 'k2');
      applyFilters(qb, query);
      if (position) qb.andWhere(`(${expr(k1)}, ${expr(k2)}, m.id) > (:c1::numeric, :c2::numeric, :c3::uuid)`, { c1: position[0], c2: position[1], c3: position[2] });
      qb.orderBy(expr(k1), 'ASC').addOrderBy(expr(k2), 'ASC').addOrderBy('m.id', 'ASC').limit(batch);
      const rows: (CardRow & SlotColumns & { k1: string; k2: string })[] = await qb.getRawMany();
      let kept = rows;
      if (query.availableWithinDays) {
        const open = await this.slots.availableWithin(rows.map(slotMentorOf), query.availableWithinDays, now);
        kept = rows.filter((r) => open.has(r.id));
      }
      for (const r of kept) {
        results.push(r);
        if (results.length > pageSize) break;
      }
      if (results.length > pageSize || rows.length < batch) break;
      const last = rows[rows.length - 1];
      position = [last.k1, last.k2, last.id];
    }
    const more = results.length > pageSize;
    const page = results.slice(0, pageSize) as (CardRow & { k1: string; k2: string })[];
    const tail = page[page.length - 1];
    return { results: page.map(toCard), nextCursor: more && tail ? encodeCursor([tail.k1, tail.k2, tail.id]) : null };
  }

  /** GET /api/mentors/:id: a listed mentor (or the mentor's own profile); anything else answers 404. */
  async detail(id: string, viewerUserId: string | null): Promise<MentorDetail> {
    const row = await this.visibleRow(id, viewerUserId);
    const mentor = await this.mentors.findOneByOrFail({ id });
    const distributionRows: { rating: number; count: number }[] = await this.reviews
      .createQueryBuilder('r')
      .select('r.rating', 'rating')
      .addSelect('count(*)::int', 'count')
      .where('r.mentorId = :id', { id })
      .groupBy('r.rating')
      .getRawMany();
    const distribution: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const d of distributionRows) distribution[d.rating - 1] = Number(d.count);
    const recent = await this.reviews
      .createQueryBuilder('r')
      .innerJoinAndSelect('r.reviewer', 'u')
      .where('r.mentorId = :id', { id })
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.id', 'ASC')
      .take(10)
      .getMany();
    const card = toCard(row);
    return {
      ...card,
      takingBookings: (await this.slots.takesBookings([id])).has(id),
      freeCancelHours: this.config.mentoringFreeCancelHours,
      expertiseAreas: mentor.expertiseAreas ?? [],
      sessionLengths: mentor.sessionLengths,
      reviews: {
        average: card.rating,
        count: card.reviewCount,
        distribution,
        recent: recent.map((r) => ({
          id: r.id,
          rating: r.rating,
          title: r.title,
          comment: r.comment,
          wouldRecommend: r.wouldRecommend,
          reviewerFirstName: r.reviewer!.firstName,
          createdAt: r.createdAt.toISOString(),
        })),
      },
    };
  }

  /** The mentor entity when the viewer may see it (listed, or their own); else 404. */
  async visibleMentor(id: string, viewerUserId: string | null): Promise<Mentor> {
    await this.visibleRow(id, viewerUserId);
    return this.mentors.findOneByOrFail({ id });
  }

  /** Moderation (docs/admin.md): a listing this user may see, as a report names it; null when missing or not visible. */
  async moderationTarget(user: { id: string }, id: string): Promise<{ ownerUserId: string; label: string } | null> {
    const row = await this.visibleRow(id, user.id).catch((e: unknown) => {
      if (e instanceof NotFoundException) return null;
      throw e;
    });
    if (!row) return null;
    const m = await this.mentors.findOne({ where: { id }, relations: { user: true } });
    return m?.user ? { ownerUserId: m.userId, label: m.user.fullName ?? `${m.user.firstName} ${m.user.lastName}`.trim() } : null;
  }

  /** Moderation: hide the listing (LISTED_SQL leaves it out for everyone but its owner) or restore it; null when missing. */
  async setModerationHidden(id: string, hidden: boolean): Promise<{ ownerUserId: string; label: string } | null> {
    const rows: Array<{ user_id: string }> = await this.mentors.query(
      `UPDATE mentors SET moderation_hidden_at = CASE WHEN $2 THEN coalesce(moderation_hidden_at, now()) END WHERE id = $1 RETURNING user_id`,
      [id, hidden],
    );
    return rows[0] ? { ownerUserId: rows[0].user_id, label: '' } : null;
  }

  private async visibleRow(id: string, viewerUserId: string | null): Promise<CardRow> {
    const qb = this.mentors
      .createQueryBuilder('m')
      .innerJoin('m.user', 'u')
      .innerJoin('mentor_stats', 's', 's.mentor_id = m.id')
      .where('m.id = :id', { id })
      .andWhere(viewerUserId ? `(${LISTED_SQL} OR m.user_id = :viewerUserId)` : LISTED_SQL, { viewerUserId });
    CARD_COLUMNS.forEach(([e, alias], i) => (i === 0 ? qb.select(e, alias) : qb.addSelect(e, alias)));
    const row: CardRow | undefined = await qb.getRawOne();
    if (!row) throw new NotFoundException({ statusCode: 404, code: ERROR_CODES.NOT_FOUND, message: MENTOR_MESSAGES.notFound });
    return row;
  }

  private listed(): SelectQueryBuilder<Mentor> {
    return this.mentors
      .createQueryBuilder('m')
      .innerJoin('m.user', 'u')
      .innerJoin('mentor_stats', 's', 's.mentor_id = m.id')
      .where(LISTED_SQL);
  }

  private own(m: Mentor, mentorPro: MentorOwnProfile['mentorPro']): MentorOwnProfile {
    const missing = missingSetup(m);
    const listed = missing.length === 0 && m.isActive;
    return {
      id: m.id,
      title: m.title,
      bio: m.bio,
      yearsExperience: m.yearsExperience,
      specializations: m.specializations ?? [],
      expertiseAreas: m.expertiseAreas ?? [],
      languages: m.languages ?? [],
      hourlyRate: m.hourlyRate,
      currency: m.currency,
      isVerified: m.isVerified,
      isActive: m.isActive,
      listed,
      missing,
      takingBookings: listed && mentorPro.sessionBooking,
      mentorPro,
      timeZone: m.timezone,
      weekly: m.weeklyAvailability ?? [],
      overrides: m.availabilityOverrides ?? [],
      bufferMinutes: m.bufferMinutes,
      minNoticeHours: m.minNoticeHours,
      sessionLengths: m.sessionLengths,
    };
  }

  /** Admin verification of a mentor account: the listing's verified flag (minors book only verified mentors). */
  async setVerifiedForUser(userId: string, verified: boolean): Promise<{ id: string } | null> {
    const [rows]: [Array<{ id: string }>, number] = await this.mentors.query(
      `UPDATE mentors SET is_verified = $2, updated_at = now() WHERE user_id = $1 RETURNING id`,
      [userId, verified],
    );
    return rows[0] ?? null;
  }
}

interface SlotColumns {
  weekly_availability: Mentor['weeklyAvailability'];
  availability_overrides: Mentor['availabilityOverrides'];
  buffer_minutes: number;
  min_notice_hours: number;
  session_lengths: number[];
}

const CARD_COLUMNS: [string, string][] = [
  ['m.id', 'id'],
  ['m.title', 'title'],
  ['m.bio', 'bio'],
  ['m.years_experience', 'years_experience'],
  ['m.specializations', 'specializations'],
  ['m.languages', 'languages'],
  ['m.hourly_rate', 'hourly_rate'],
  ['m.currency', 'currency'],
  ['m.is_verified', 'is_verified'],
  ['m.timezone', 'timezone'],
  ['m.weekly_availability', 'weekly_availability'],
  ['m.availability_overrides', 'availability_overrides'],
  ['m.buffer_minutes', 'buffer_minutes'],
  ['m.min_notice_hours', 'min_notice_hours'],
  ['m.session_lengths', 'session_lengths'],
  ['s.rating', 'rating'],
  ['s.review_count', 'review_count'],
  ['s.total_sessions', 'total_sessions'],
  ['u.first_name', 'first_name'],
  ['u.last_name', 'last_name'],
  ['u.profile_image_url', 'profile_image_url'],
];

/** '-s.rating' → '(-(s.rating))::numeric'. */
function expr(key: string): string {
  return key.startsWith('-') ? `(-(${key.slice(1)}))::numeric` : `(${key})::numeric`;
}

function applyFilters(qb: SelectQueryBuilder<Mentor>, q: MentorsQueryDto): void {
  if (q.specialization) qb.andWhere(':specialization = ANY(m.specializations)', { specialization: q.specialization });
  if (q.minRate !== undefined) qb.andWhere('m.hourly_rate >= :minRate', { minRate: q.minRate });
  if (q.maxRate !== undefined) qb.andWhere('m.hourly_rate <= :maxRate', { maxRate: q.maxRate });
  if (q.verified === true) qb.andWhere('m.is_verified');
  if (q.language) qb.andWhere('EXISTS (SELECT 1 FROM unnest(m.languages) l WHERE lower(l) = lower(:language))', { language: q.language });
}

function slotMentorOf(r: CardRow & SlotColumns): Mentor {
  return {
    id: r.id,
    timezone: r.timezone,
    weeklyAvailability: r.weekly_availability,
    availabilityOverrides: r.availability_overrides,
    bufferMinutes: r.buffer_minutes,
    minNoticeHours: r.min_notice_hours,
    sessionLengths: r.session_lengths,
  } as Mentor;
}

function toCard(r: CardRow): MentorCard {
  return {
    id: r.id,
    title: r.title,
    bio: r.bio,
    rating: Number(r.rating),
    reviewCount: Number(r.review_count),
    totalSessions: Number(r.total_sessions),
    yearsExperience: r.years_experience,
    specializations: r.specializations ?? [],
    languages: r.languages ?? [],
    hourlyRate: r.hourly_rate === null ? null : Number(r.hourly_rate),
    currency: r.currency,
    isVerified: r.is_verified,
    timeZone: r.timezone,
    user: { firstName: r.first_name, lastName: r.last_name, profileImageUrl: r.profile_image_url },
  };
}

function encodeCursor(values: [string, string, string]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

function decodeCursor(cursor: string): [string, string, string] {
  try {
    const v: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
    const num = /^-?\d+(\.\d+)?$/;
    if (Array.isArray(v) && v.length === 3 && num.test(String(v[0])) && num.test(String(v[1])) && uuid.test(String(v[2]))) {
      return [String(v[0]), String(v[1]), String(v[2])];
    }
  } catch {
    // fall through
  }
  throw badRequest('cursor', MENTOR_MESSAGES.cursor);
}
