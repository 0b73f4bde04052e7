import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AUTH_MESSAGES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type SessionUser,
  type SignupDto,
  type UpdateAccountDto,
} from '@fiji/contracts';
import { type EntityManager, In, QueryFailedError, Repository } from 'typeorm';
import { VIEWER_PLAN_SQL, ViewerAccessService, type ViewerPlanRow } from '../../../core/access';
import { preparedQuery } from '../../../core/database';
import { AccountDeletionService } from '../../../core/lifecycle';
import { HttpSession } from '../entities/http-session.entity';
import { User } from '../entities/user.entity';
import { toSessionUser, type SessionUserSource } from './session-user.mapper';

const isUniqueViolation = (e: unknown) =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

type SessionUserRow = SessionUserSource & ViewerPlanRow;

/** What findSessionUser and findSessionWithUser select over `users u` (joined with VIEWER_PLAN_SQL.joins). */
const SESSION_USER_COLUMNS = `u.id, u.role, u.first_name AS "firstName", u.last_name AS "lastName", u.full_name AS "fullName", u.email,
              u.profile_image_url AS "profileImageUrl", u.phone, u.dob::text AS dob, u.guardian_email AS "guardianEmail",
              u.verified, u.two_factor_enabled_at AS "twoFactorEnabledAt",
              ${VIEWER_PLAN_SQL.columns}`;

/** Accounts: lookup, creation, profile fields, preferences, deletion, and their sessions. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(HttpSession) private readonly sessions: Repository<HttpSession>,
    private readonly deletion: AccountDeletionService,
    private readonly access: ViewerAccessService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
  }

  /** These accounts in one read (missing ones are left out). */
  findByIds(ids: readonly string[]): Promise<User[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.users.findBy({ id: In([...ids]) });
  }

  /**
   * A signed-in user by id (passport's deserializer, when the session's read did not bring the user
   * along: findSessionWithUser below does on every request through the session store): one
   * plain statement for the columns of a session user, without the entity's query building and
   * hydration (~1 ms of CPU per request), that also reads the viewer's plan (core/access's
   * VIEWER_PLAN_SQL) and hands it to ViewerAccessService for this request's user object, so the
   * request's visibility and paywall checks need no second round trip (docs/search.md). Prepared:
   * planning its joins (the plan read model is a view) cost PostgreSQL ~0.6 ms per request, ten
   * times its execution. Null when the account is gone or suspended.
   */
  async findSessionUser(id: string): Promise<SessionUser | null> {
    const [row] = await preparedQuery<SessionUserRow>(
      this.users.manager.connection,
      `SELECT ${SESSION_USER_COLUMNS}
         FROM users u
         ${VIEWER_PLAN_SQL.joins}
        WHERE u.id = $1 AND u.suspended_at IS NULL`,
      [id],
    );
    return row ? this.toSessionUser(row) : null;
  }

  /**
   * A stored session (express-session's data, null when missing or expired) and, in the same statement,
   * its signed-in user as findSessionUser reads it (null when signed out, gone or suspended): one round
   * trip instead of two on every signed-in request (docs/search.md, "Fewer waits per request"). The user
   * id comes from the session's own data, which only this server writes; an id that is not a uuid reads
   * no user instead of failing the statement.
   */
  async findSessionWithUser(sid: string): Promise<{ sess: Record<string, unknown>; user: SessionUser | null } | null> {
    // `sess` is a json column: node-postgres hands it over parsed.
    const [row] = await preparedQuery<{ sess: Record<string, unknown> } & Partial<SessionUserRow>>(
      this.users.manager.connection,
      `SELECT s.sess, ${SESSION_USER_COLUMNS}
         FROM session s
         LEFT JOIN users u
           ON u.id = CASE WHEN s.sess->'passport'->>'user' ~ '^[0-9a-fA-F]{8}-([0-9a-fA-F]{4}-){3}[0-9a-fA-F]{12}$'
                          THEN (s.sess->'passport'->>'user')::uuid END
          AND u.suspended_at IS NULL
         ${VIEWER_PLAN_SQL.joins}
        WHERE s.sid = $1 AND s.expire >= to_timestamp($2)`,
      // The expiry test connect-pg-simple's own read makes (whole seconds, rounded up), which writes the rows.
      [sid, Math.ceil(Date.now() / 1000)],
    );
    if (!row) return null;
    return { sess: row.sess, user: row.id ? this.toSessionUser(row as SessionUserRow) : null };
  }

  /** The session user, with its viewer kept for this request's user object (ViewerAccessService.remember). */
  private toSessionUser(row: SessionUserRow): SessionUser {
    const user = toSessionUser(row);
    this.access.remember(user, row);
    return user;
  }

  /** The account avatar (nav, cards, contact requests); the player module sets it to the player's picture. */
  async setProfileImageUrl(id: string, url: string | null): Promise<void> {
    await this.users.query('UPDATE users SET profile_image_url = $1, updated_at = now() WHERE id = $2', [url, id]);
  }

  /** Case-insensitive (the unique index is on lower(email)); includes the password hash. */
  findByEmailWithPassword(email: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.email) = lower(:email)', { email: email.trim() })
      .getOne();
  }

  async passwordHashOf(id: string): Promise<string | null> {
    const u = await this.users.createQueryBuilder('u').addSelect('u.passwordHash').where('u.id = :id', { id }).getOne();
    return u?.passwordHash ?? null;
  }

  async create(dto: SignupDto, passwordHash: string, minor: boolean): Promise<User> {
    const user = this.users.create({
      email: dto.email.trim().toLowerCase(),
      firstName: dto.firstName,
      lastName: dto.lastName,
      role: dto.role,
      phone: dto.phone ?? null,
      dob: dto.dob,
      guardianEmail: dto.guardianEmail ?? null,
      guardianConsentAt: minor && dto.guardianConsent ? new Date() : null,
      passwordHash,
    });
    try {
      return await this.users.save(user);
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException(AUTH_MESSAGES.emailTaken);
      throw e;
    }
  }

  async updateAccount(id: string, dto: UpdateAccountDto): Promise<User> {
    const user = await this.findById(id);
    if (!user) throw new NotFoundException('Account not found');
    user.firstName = dto.firstName;
    user.lastName = dto.lastName;
    user.email = dto.email.trim().toLowerCase();
    if (dto.phone !== undefined) user.phone = dto.phone;
    try {
      return await this.users.save(user);
    } catch (e) {
      if (isUniqueViolation(e)) {
        throw new ConflictException({ statusCode: 409, message: AUTH_MESSAGES.emailTaken, errors: { email: AUTH_MESSAGES.emailTaken } });
      }
      throw e;
    }
  }

  async setPasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.users.update({ id }, { passwordHash });
  }

  async preferences(id: string): Promise<NotificationPreferences> {
    const user = await this.findById(id);
    return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...(user?.notificationPreferences ?? {}) };
  }

  async setPreferences(id: string, prefs: NotificationPreferences): Promise<NotificationPreferences> {
    const value: NotificationPreferences = {
      emailNotifications: prefs.emailNotifications,
      newMessages: prefs.newMessages,
      profileViews: prefs.profileViews,
    };
    await this.users.update({ id }, { notificationPreferences: value });
    return value;
  }

  /** Deletes the account; the schema cascades to the user's data (docs/decisions.md). */
  async delete(id: string): Promise<void> {
    await this.deletion.deleteAccount(id, async () => {
      await this.users.delete({ id });
    });
    await this.endSessions(id);
  }

  /** Ends every stored session of a user (optionally keeping one), on every API instance. */
  async endSessions(userId: string, exceptSid?: string, m?: EntityManager): Promise<void> {
    const qb = (m ? m.getRepository(HttpSession) : this.sessions)
      .createQueryBuilder()
      .delete()
      .where(`(sess::jsonb -> 'passport' ->> 'user') = :userId`, { userId });
    if (exceptSid) qb.andWhere('sid <> :sid', { sid: exceptSid });
    await qb.execute();
  }

  /**
   * Suspends an account (docs/admin.md): the reason and category are kept, and every session of the
   * user ends at once. 'missing' for no such account, 'already' when it is suspended, 'admin' for an
   * admin account (suspended only by removing the role, not from the console). `m`: the caller's
   * transaction (the admin console writes its audit row in it).
   */
  async suspend(id: string, reason: string, category: string, m?: EntityManager): Promise<'ok' | 'missing' | 'already' | 'admin'> {
    const [rows]: [unknown[], number] = await (m ?? this.users.manager).query(
      `UPDATE users SET suspended_at = now(), suspension_reason = $2, suspension_category = $3, updated_at = now()
        WHERE id = $1 AND suspended_at IS NULL AND role <> 'admin' RETURNING id`,
      [id, reason, category],
    );
    if (rows.length === 0) {
      const user = await this.findById(id);
      return !user ? 'missing' : user.role === 'admin' ? 'admin' : 'already';
    }
    await this.endSessions(id, undefined, m);
    return 'ok';
  }

  /** Lifts a suspension; 'missing' or 'not_suspended' otherwise. */
  async unsuspend(id: string, m?: EntityManager): Promise<'ok' | 'missing' | 'not_suspended'> {
    const [rows]: [unknown[], number] = await (m ?? this.users.manager).query(
      `UPDATE users SET suspended_at = NULL, suspension_reason = NULL, suspension_category = NULL, updated_at = now()
        WHERE id = $1 AND suspended_at IS NOT NULL RETURNING id`,
      [id],
    );
    if (rows.length) return 'ok';
    return (await this.findById(id)) ? 'not_suspended' : 'missing';
  }

  /** Marks an account verified by an admin (recruiting roles and mentors). */
  async setVerified(id: string, verified: boolean, m?: EntityManager): Promise<void> {
    await (m ? m.getRepository(User) : this.users).update({ id }, { verified });
  }

  /**
   * The admin's user list: name or email search, role, status; keyset paged. `order` newest (the list)
   * or oldest (a verification queue). The cursor carries created_at as PostgreSQL text (microseconds).
   */
  async adminList(
    filter: { q?: string; role?: string; roles?: readonly string[]; status?: 'active' | 'suspended' | 'unverified'; verifiableRoles: readonly string[] },
    after: { key: string; id: string } | null,
    limit: number,
    order: 'newest' | 'oldest' = 'newest',
  ): Promise<{ rows: User[]; keys: string[]; more: boolean }> {
    const qb = this.users.createQueryBuilder('u').addSelect('CAST(u.created_at AS text)', 'created_key');
    if (filter.q) {
      const like = `%${filter.q.replace(/[\\%_]/g, '\\$&')}%`;
      qb.andWhere(`(u.email ILIKE :like OR coalesce(u.full_name, u.first_name || ' ' || u.last_name) ILIKE :like)`, { like });
    }
    if (filter.role) qb.andWhere('u.role = :role', { role: filter.role });
    if (filter.roles) qb.andWhere('u.role IN (:...roles)', { roles: filter.roles });
    if (filter.status === 'active') qb.andWhere('u.suspended_at IS NULL');
    if (filter.status === 'suspended') qb.andWhere('u.suspended_at IS NOT NULL');
    if (filter.status === 'unverified') {
      qb.andWhere('u.suspended_at IS NULL AND NOT u.verified AND u.role IN (:...verifiable)', { verifiable: filter.verifiableRoles });
    }
    const dir = order === 'newest' ? 'DESC' : 'ASC';
    if (after) qb.andWhere(`(u.created_at, u.id) ${order === 'newest' ? '<' : '>'} (CAST(:key AS timestamptz), CAST(:afterId AS uuid))`, { key: after.key, afterId: after.id });
    qb.orderBy('u.created_at', dir).addOrderBy('u.id', dir).limit(limit + 1);
    const { entities, raw } = await qb.getRawAndEntities<{ created_key: string }>();
    return { rows: entities.slice(0, limit), keys: raw.slice(0, limit).map((r) => r.created_key), more: entities.length > limit };
  }
}
