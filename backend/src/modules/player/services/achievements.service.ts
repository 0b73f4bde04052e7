import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ACHIEVEMENT_MESSAGES,
  ACHIEVEMENTS_MAX,
  AUDIT_ACTIONS,
  type AchievementResponse,
  type CreateAchievementDto,
  type SessionUser,
  type UpdateAchievementDto,
} from '@fiji/contracts';
import { DataSource, Repository } from 'typeorm';
import { createWithinCap } from '../../../core/database';
import { AdminActions, type Viewer } from '../../../core/access';
import { ActivitiesService } from '../../activities';
import { Achievement } from '../entities/achievement.entity';
import { PlayerProfileService } from './player-profile.service';

export const ACHIEVEMENT_ERRORS = {
  notOwner: 'You can only change your own achievements',
  notFound: 'Achievement not found',
  otherPlayer: 'An achievement cannot be moved to another player',
} as const;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const toAchievementResponse = (a: Achievement): AchievementResponse => ({
  id: a.id,
  playerId: a.playerId,
  title: a.title,
  year: a.year,
  type: a.type,
  note: a.note,
  createdAt: a.createdAt.toISOString(),
  updatedAt: a.updatedAt.toISOString(),
});

/** The rugby-journey entries of a profile: readable where the profile is, changed by its owner (or an admin). */
@Injectable()
export class AchievementsService {
  constructor(
    @InjectRepository(Achievement) private readonly achievements: Repository<Achievement>,
    private readonly profiles: PlayerProfileService,
    private readonly activities: ActivitiesService,
    private readonly adminActions: AdminActions,
    private readonly db: DataSource,
  ) {}

  async listFor(playerIdOrMe: string, user: SessionUser): Promise<AchievementResponse[]> {
    const viewer = await this.profiles.viewerOf(user);
    const player = await this.profiles.visiblePlayer(playerIdOrMe, viewer);
    const rows = await this.achievements.find({
      where: { playerId: player.id },
      order: { year: 'DESC', createdAt: 'DESC', id: 'ASC' },
    });
    return rows.map(toAchievementResponse);
  }

  async create(user: SessionUser, dto: CreateAchievementDto): Promise<AchievementResponse> {
    const viewer = await this.profiles.viewerOf(user);
    const player = await this.profiles.editablePlayer(dto.playerId, viewer, ACHIEVEMENT_ERRORS.notOwner);
    const saved = await createWithinCap(
      this.db,
      player.id,
      { max: ACHIEVEMENTS_MAX, message: ACHIEVEMENT_MESSAGES.limit, count: (m) => m.getRepository(Achievement).countBy({ playerId: player.id }) },
      (m) =>
        m.getRepository(Achievement).save(
          m.getRepository(Achievement).create({ playerId: player.id, title: dto.title, year: dto.year, type: dto.type, note: dto.note ?? null }),
        ),
    );
    await this.activities.record(player.userId, {
      type: 'achievement_add',
      title: 'Added an achievement',
      description: `${dto.title} (${dto.year})`,
      metadata: { playerId: player.id, achievementId: saved.id },
    });
    await this.adminActions.acted(viewer, player.userId, { action: AUDIT_ACTIONS.addAchievement, targetType: 'achievement', targetId: saved.id, detail: { playerId: player.id } });
    return toAchievementResponse(saved);
  }

  async update(id: string, user: SessionUser, dto: UpdateAchievementDto): Promise<AchievementResponse> {
    const { achievement, viewer, ownerUserId } = await this.editable(id, user);
    if (dto.playerId && dto.playerId !== achievement.playerId) {
      throw new BadRequestException({
        statusCode: 400,
        message: [ACHIEVEMENT_ERRORS.otherPlayer],
        errors: { playerId: ACHIEVEMENT_ERRORS.otherPlayer },
      });
    }
    await this.achievements.update({ id }, { title: dto.title, year: dto.year, type: dto.type, note: dto.note ?? null });
    await this.adminActions.acted(viewer, ownerUserId, { action: AUDIT_ACTIONS.editAchievement, targetType: 'achievement', targetId: id, detail: { playerId: achievement.playerId } });
    return toAchievementResponse(await this.achievements.findOneByOrFail({ id }));
  }

  async remove(id: string, user: SessionUser): Promise<void> {
    const { achievement, viewer, ownerUserId } = await this.editable(id, user);
    await this.achievements.delete({ id: achievement.id });
    await this.adminActions.acted(viewer, ownerUserId, { action: AUDIT_ACTIONS.deleteAchievement, targetType: 'achievement', targetId: achievement.id, detail: { playerId: achievement.playerId, title: achievement.title } });
  }

  /**
   * The achievement if the user may change it. Another player's achievement on a profile the user may
   * not even see is "not found", like the profile itself; on a visible one it is 403.
   */
  private async editable(id: string, user: SessionUser): Promise<{ achievement: Achievement; viewer: Viewer | null; ownerUserId: string }> {
    const achievement = UUID_RE.test(id) ? await this.achievements.findOneBy({ id }) : null;
    if (!achievement) throw new NotFoundException(ACHIEVEMENT_ERRORS.notFound);
    const viewer: Viewer | null = await this.profiles.viewerOf(user);
    try {
      const player = await this.profiles.editablePlayer(achievement.playerId, viewer, ACHIEVEMENT_ERRORS.notOwner);
      return { achievement, viewer, ownerUserId: player.userId };
    } catch (e) {
      if (e instanceof ForbiddenException) throw e;
      throw new NotFoundException(ACHIEVEMENT_ERRORS.notFound);
    }
  }
}
