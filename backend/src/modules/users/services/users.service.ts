import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AUTH_MESSAGES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  type SignupDto,
  type UpdateAccountDto,
} from '@fiji/contracts';
import { QueryFailedError, Repository } from 'typeorm';
import { AccountDeletionService } from '../../../core/lifecycle';
import { HttpSession } from '../entities/http-session.entity';
import { User } from '../entities/user.entity';

const isUniqueViolation = (e: unknown) =>
  e instanceof QueryFailedError && (e.driverError as { code?: string } | undefined)?.code === '23505';

/** Accounts: lookup, creation, profile fields, preferences, deletion, and their sessions. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(HttpSession) private readonly sessions: Repository<HttpSession>,
    private readonly deletion: AccountDeletionService,
  ) {}

  findById(id: string): Promise<User | null> {
    return this.users.findOne({ where: { id } });
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
  async endSessions(userId: string, exceptSid?: string): Promise<void> {
    const qb = this.sessions
      .createQueryBuilder()
      .delete()
      .where(`(sess::jsonb -> 'passport' ->> 'user') = :userId`, { userId });
    if (exceptSid) qb.andWhere('sid <> :sid', { sid: exceptSid });
    await qb.execute();
  }
}
