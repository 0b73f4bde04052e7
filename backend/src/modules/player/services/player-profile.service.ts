import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AUDIT_ACTIONS, type PlayerProfileDto, type SessionUser } from '@fiji/contracts';
import { Repository } from 'typeorm';
import { AdminActions, AdminContactReads, highlightVisibleSql, playerVisibleSql, ViewerAccessService, type Viewer } from '../../../core/access';
import { FunnelEvents } from '../../../core/analytics';
import { ActivitiesService } from '../../activities';
import { Highlight } from '../entities/highlight.entity';
import { Player } from '../entities/player.entity';
import { playerNotFound } from './player-not-found';
import { toPlayerProfile, type OwnPlayerProfileResponse, type PlayerProfileResponse } from './player-profile.mapper';
import { ProPlacementService } from './pro-placement.service';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PROFILE_MESSAGES = {
  alreadyExists: 'Player profile already exists',
  notOwner: 'You can only edit your own profile',
} as const;

/** A profile the viewer may not see answers exactly like a missing one (docs/decisions.md). */

/**
 * Reading and writing player profiles. Every read goes through playerVisibleSql, so visibility is
 * decided in SQL; every response through toPlayerProfile, so a minor's contact fields are masked.
 */
@Injectable()
export class PlayerProfileService {
  constructor(
    @InjectRepository(Player) private readonly players: Repository<Player>,
    private readonly access: ViewerAccessService,
    private readonly activities: ActivitiesService,
    private readonly contactReads: AdminContactReads,
    private readonly adminActions: AdminActions,
    private readonly funnel: FunnelEvents,
    private readonly proPlacement: ProPlacementService,
  ) {}

  viewerOf(user: SessionUser): Promise<Viewer | null> {
    return this.access.viewer(user);
  }

  /** The profile `idOrMe` ("me" = the viewer's own) with its owner, if the viewer may see it; else 404. */
  async visiblePlayer(idOrMe: string, viewer: Viewer | null): Promise<Player> {
    if (!viewer) throw playerNotFound();
    const qb = this.players.createQueryBuilder('p').innerJoinAndSelect('p.user', 'u');
    if (idOrMe === 'me') qb.where('p.user_id = :me', { me: viewer.id });
    else if (UUID_RE.test(idOrMe)) qb.where('p.id = :id', { id: idOrMe });
    else throw playerNotFound();
    const visible = playerVisibleSql('p', viewer, 'u');
    const player = await qb.andWhere(visible.sql, visible.params).getOne();
    if (!player) throw playerNotFound();
    return player;
  }

  /** Moderation (docs/admin.md): a profile this user may see, as a report names it; null when missing or not visible. */
  async moderationTarget(user: SessionUser, id: string): Promise<{ ownerUserId: string; label: string } | null> {
    const viewer = await this.access.viewer(user);
    const player = await this.visiblePlayer(id, viewer).catch((e: unknown) => {
      if (e instanceof NotFoundException) return null;
      throw e;
    });
    return player ? { ownerUserId: player.userId, label: player.user?.fullName ?? `${player.user?.firstName ?? ''} ${player.user?.lastName ?? ''}`.trim() } : null;
  }

  /** Moderation: hide the profile (missing for everyone but admins and the owner) or restore it; null when missing. */
  async setModerationHidden(id: string, hidden: boolean): Promise<{ ownerUserId: string; label: string } | null> {
    const rows: Array<{ user_id: string }> = await this.players.query(
      `UPDATE players SET moderation_hidden_at = CASE WHEN $2 THEN coalesce(moderation_hidden_at, now()) END WHERE id = $1 RETURNING user_id`,
      [id, hidden],
    );
    return rows[0] ? { ownerUserId: rows[0].user_id, label: '' } : null;
  }

  /** A profile the viewer may change (owner or admin): 404 when not visible, 403 when visible but not theirs. */
  async editablePlayer(idOrMe: string, viewer: Viewer | null, notOwnerMessage: string = PROFILE_MESSAGES.notOwner): Promise<Player> {
    const player = await this.visiblePlayer(idOrMe, viewer);
    if (!viewer!.isAdmin && player.userId !== viewer!.id) throw new ForbiddenException(notOwnerMessage);
    return player;
  }

  async profileFor(idOrMe: string, user: SessionUser): Promise<PlayerProfileResponse | OwnPlayerProfileResponse> {
    const viewer = await this.access.viewer(user);
    const player = await this.visiblePlayer(idOrMe, viewer);
    return this.respond(player, viewer!);
  }

  async create(user: SessionUser, dto: PlayerProfileDto): Promise<OwnPlayerProfileResponse> {
    if (await this.players.exists({ where: { userId: user.id } })) throw new ConflictException(PROFILE_MESSAGES.alreadyExists);
    const player = this.players.create({ userId: user.id, ...fieldsOf(dto) });
    if (dto.guardianConsent) player.guardianConsentAt = new Date();
    const saved = await this.players.save(player);
    await this.proPlacement.sync(user.id); // Player Pro bought before the profile existed
    await this.activities.record(user.id, {
      type: 'profile_update',
      title: 'Created player profile',
      description: dto.guardianConsent ? 'Guardian consent recorded' : null,
      metadata: { playerId: saved.id },
    });
    await this.funnel.record('profile_completed', user.id, { playerId: saved.id });
    const viewer = (await this.access.viewer(user))!;
    return (await this.respond(await this.visiblePlayer(saved.id, viewer), viewer)) as OwnPlayerProfileResponse;
  }

  async update(idOrMe: string, user: SessionUser, dto: PlayerProfileDto): Promise<OwnPlayerProfileResponse> {
    const viewer = await this.access.viewer(user);
    const player = await this.editablePlayer(idOrMe, viewer);
    await this.players.update(
      { id: player.id },
      { ...fieldsOf(dto), ...(dto.guardianConsent && !player.guardianConsentAt ? { guardianConsentAt: new Date() } : {}) },
    );
    const byOwner = player.userId === viewer!.id;
    await this.adminActions.acted(viewer, player.userId, { action: AUDIT_ACTIONS.editPlayerProfile, targetType: 'player', targetId: player.id });
    await this.activities.record(player.userId, {
      type: 'profile_update',
      title: 'Updated profile',
      description: byOwner ? 'Updated your player profile' : 'An admin updated your player profile',
      metadata: { playerId: player.id, byUserId: viewer!.id },
    });
    return (await this.respond(await this.visiblePlayer(player.id, viewer), viewer!)) as OwnPlayerProfileResponse;
  }

  /** Builds the response for this viewer: visible highlight count, approved contact, guardian block. */
  async respond(player: Player, viewer: Viewer): Promise<PlayerProfileResponse | OwnPlayerProfileResponse> {
    const privileged = viewer.isAdmin || player.userId === viewer.id;
    const [highlightCount, approvedContact, guardian, boostedUntil] = await Promise.all([
      this.visibleHighlightCount(player.id, viewer),
      privileged ? Promise.resolve(false) : this.access.hasApprovedContact(viewer.id, player.id),
      privileged ? this.guardianOf(player) : Promise.resolve(undefined),
      privileged ? this.boostedUntil(player.id) : Promise.resolve(null),
    ]);
    const profile = toPlayerProfile(player, { viewer, highlightCount, approvedContact, guardian, boostedUntil });
    await this.recordAdminContactRead(profile, viewer, player);
    return profile;
  }

  /** A minor's contact details served to an admin are recorded (the admin module's audit log listens). */
  private async recordAdminContactRead(profile: PlayerProfileResponse | OwnPlayerProfileResponse, viewer: Viewer, player: Player): Promise<void> {
    const guardianEmail = 'guardian' in profile ? profile.guardian?.email : null;
    await this.contactReads.served(viewer, 'profile', [
      {
        playerId: profile.id,
        userId: profile.userId,
        dob: player.dob,
        accountDob: player.user?.dob ?? null,
        fields: { contactEmail: profile.contactEmail, contactPhone: profile.contactPhone, guardianEmail },
      },
    ]);
  }

  private async visibleHighlightCount(playerId: string, viewer: Viewer): Promise<number> {
    const visible = highlightVisibleSql('h', 'p', viewer);
    const row = await this.players.manager
      .createQueryBuilder(Highlight, 'h')
      .innerJoin('h.player', 'p')
      .select('count(*)::int', 'n')
      .where('h.player_id = :playerId', { playerId })
      .andWhere(visible.sql, visible.params)
      .getRawOne<{ n: number }>();
    return row?.n ?? 0;
  }

  /**
   * When the running boost ends: a boost bought during one starts at its end (BillingGrantsService), so
   * the chain's last end; null when none runs now (the same test as search's active_profile_boosts).
   */
  private async boostedUntil(playerId: string): Promise<Date | null> {
    const [row]: { until: Date | null }[] = await this.players.query(
      `SELECT CASE WHEN bool_or(start_date <= now()) THEN max(end_date) END AS until
         FROM profile_boosts WHERE player_id = $1 AND is_active AND end_date > now()`,
      [playerId],
    );
    return row?.until ? new Date(row.until) : null;
  }

  /** Guardian email (account) and the latest consent (account at sign-up or the onboarding checkbox). */
  private async guardianOf(player: Player): Promise<{ email: string | null; consentAt: Date | null }> {
    const [row]: { guardian_consent_at: Date | null }[] = await this.players.query(
      'SELECT guardian_consent_at FROM user_directory WHERE id = $1',
      [player.userId],
    );
    const times = [row?.guardian_consent_at ?? null, player.guardianConsentAt].filter((d): d is Date => !!d);
    return {
      email: player.user?.guardianEmail ?? null,
      consentAt: times.length ? new Date(Math.max(...times.map((d) => d.getTime()))) : null,
    };
  }
}

/** The stored columns of the form (PUT replaces all of them; an empty optional field is cleared). */
function fieldsOf(dto: PlayerProfileDto): Partial<Player> {
  return {
    dob: dto.dob,
    heightCm: dto.heightCm ?? null,
    weightKg: dto.weightKg ?? null,
    dominantSide: dto.dominantSide,
    positions: dto.positions,
    formats: dto.formats,
    school: dto.school,
    province: dto.province,
    gradYear: dto.gradYear,
    ageGradeTeam: dto.ageGradeTeam ?? null,
    bio: dto.bio ?? null,
    contactEmail: dto.contactEmail,
    contactPhone: dto.contactPhone,
    visibility: dto.visibility,
  };
}
