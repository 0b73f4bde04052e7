import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  AUDIT_ACTIONS,
  ERROR_CODES,
  HIGHLIGHT_MESSAGES,
  HLS_FILE_PATTERN,
  LIMITS,
  PLANS,
  PLAYER_PREVIEW_MESSAGES,
  PREVIEW_HIGHLIGHTS_MAX,
  uploadIdOf,
  type CreateHighlightDto,
  type HighlightMediaVariant,
  type HighlightRendition,
  type HighlightResponse,
  type SessionUser,
} from '@fiji/contracts';
import { DataSource, EntityManager, Repository } from 'typeorm';
import {
  AdminActions,
  canSeeHighlight,
  canSeeProfile,
  highlightVisibleSql,
  isMinorPlayer,
  isOwner,
  seesFullProfile,
  upgradeRequired,
  ViewerAccessService,
  type Viewer,
} from '../../../core/access';
import { FunnelEvents } from '../../../core/analytics';
import { JobsService } from '../../../core/queue/jobs.service';
import { FileStore, LocalStorageService } from '../../../core/storage';
import { ActivitiesService } from '../../activities';
import { NotificationsService } from '../../notifications';
import { Highlight } from '../entities/highlight.entity';
import { Player } from '../entities/player.entity';
import { Upload } from '../entities/upload.entity';
import { toHighlightResponse } from './highlights.mapper';
import { hlsFolderKey, mediaContentType, mediaFolderKey, partialFileKey, uploadFileKey } from './media-storage-keys';
import { playerNotFound } from './player-not-found';

/** A stored file a viewer may receive, with how to label and cache it. */
export interface ServableFile {
  key: string;
  contentType: string;
  /** Only signed-in viewers ever get media (and per privacy): never cached by shared caches. */
  cacheControl: string;
}

export const MEDIA_CACHE_CONTROL = 'private, max-age=300';


/** The player row with what the visibility rules need (owner id, level, owner suspended). */
interface OwnerFacts {
  userId: string;
  visibility: string;
  ownerSuspended: boolean;
  moderationHidden: boolean;
}

/**
 * Highlights: create (the spec's rules: a complete upload of the caller's, a player profile,
 * guardian consent under 18, the plan's media allowance), read with the lead's visibility rules,
 * delete with their files, and the announcements when processing finishes.
 */
@Injectable()
export class HighlightsService {
  constructor(
    private readonly db: DataSource,
    @InjectRepository(Highlight) private readonly highlights: Repository<Highlight>,
    @InjectRepository(Player) private readonly players: Repository<Player>,
    @InjectRepository(Upload) private readonly uploads: Repository<Upload>,
    private readonly access: ViewerAccessService,
    private readonly storage: FileStore,
    private readonly scratch: LocalStorageService,
    private readonly jobs: JobsService,
    private readonly notifications: NotificationsService,
    private readonly activities: ActivitiesService,
    private readonly funnel: FunnelEvents,
    private readonly adminActions: AdminActions,
  ) {}

  /** The caller's player profile, or 403 "Player Profile Required". */
  async requireProfile(me: SessionUser): Promise<Player> {
    const player = await this.players.findOne({ where: { userId: me.id }, relations: { user: true } });
    if (!player) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.PROFILE_REQUIRED, message: HIGHLIGHT_MESSAGES.profileRequired });
    return player;
  }

  /** The caller's media allowance (the plan's entitlements: Free 3, Player Pro 25), plus unused extra upload credits. */
  async mediaPlan(me: SessionUser): Promise<{ max: number; planName: string }> {
    const viewer = await this.access.viewer(me);
    const paid = !!viewer?.isPaid && viewer.planType !== 'free';
    const planId = paid ? viewer!.planType : 'free';
    return {
      max: viewer?.entitlements.mediaAllowance ?? LIMITS.freeMediaMax,
      planName: PLANS.find((p) => p.id === planId)?.name ?? 'current',
    };
  }

  /**
   * Whether the player may add one more highlight or photo; 403 with the plan's message when not.
   * `runner` is the transaction's manager inside one, so the count sees the transaction's own rows and locks.
   */
  async assertMediaAllowance(plan: { max: number; planName: string }, playerId: string, runner: EntityManager = this.db.manager): Promise<{ usesCredit: boolean }> {
    const [row]: Array<{ used: number; credits: number }> = await runner.query(
      `SELECT (SELECT count(*)::int FROM highlights WHERE player_id = $1) AS used,
              (SELECT coalesce(sum(credits_remaining), 0)::int FROM extra_upload_credits WHERE player_id = $1) AS credits`,
      [playerId],
    );
    if (row.used < plan.max) return { usesCredit: false };
    if (row.credits > 0) return { usesCredit: true };
    throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.MEDIA_LIMIT_REACHED, message: HIGHLIGHT_MESSAGES.limit(plan.max, plan.planName) });
  }

  async create(me: SessionUser, dto: CreateHighlightDto): Promise<HighlightResponse> {
    const player = await this.requireProfile(me);
    const uploadId = uploadIdOf(dto.filePath);
    const upload = uploadId ? await this.uploads.findOne({ where: { id: uploadId, userId: me.id } }) : null;
    if (!upload || upload.status !== 'complete') throw new BadRequestException(HIGHLIGHT_MESSAGES.noFile);
    if (upload.kind !== dto.contentType) {
      throw new BadRequestException(dto.contentType === 'video' ? HIGHLIGHT_MESSAGES.invalidVideo : HIGHLIGHT_MESSAGES.invalidImage);
    }
    const minor = isMinorPlayer({ dob: player.dob, accountDob: player.user?.dob ?? null });
    if (minor && dto.guardianConsent !== true) {
      throw new BadRequestException({
        statusCode: 400,
        code: ERROR_CODES.GUARDIAN_CONSENT_REQUIRED,
        message: HIGHLIGHT_MESSAGES.guardianConsent,
        errors: { guardianConsent: HIGHLIGHT_MESSAGES.guardianConsent },
      });
    }

    const plan = await this.mediaPlan(me);
    const highlightId = await this.db.transaction(async (m) => {
      // One create at a time per player, so two tabs cannot both take the last free slot.
      await m.query(`SELECT id FROM players WHERE id = $1 FOR UPDATE`, [player.id]);
      const { usesCredit } = await this.assertMediaAllowance(plan, player.id, m);
      const saved = await m.getRepository(Highlight).save(
        m.getRepository(Highlight).create({
          playerId: player.id,
          title: dto.title,
          contentType: dto.contentType,
          filePath: dto.filePath,
          tags: dto.tags ? [...new Set(dto.tags)] : [],
          competition: dto.competition ?? null,
          opponent: dto.opponent ?? null,
          eventDate: dto.eventDate ?? null,
          privacy: dto.privacy ?? 'public',
          status: 'pending',
          guardianConsentAt: minor ? new Date() : null,
        }),
      );
      // Single use: only a complete, unattached upload of the caller's can be taken, once.
      const attached = await m
        .getRepository(Upload)
        .update({ id: upload.id, userId: me.id, status: 'complete' }, { status: 'attached', highlightId: saved.id });
      if (!attached.affected) throw new BadRequestException(HIGHLIGHT_MESSAGES.noFile);
      if (usesCredit) {
        await m.query(
          `UPDATE extra_upload_credits SET credits_remaining = credits_remaining - 1, updated_at = now()
            WHERE id = (SELECT id FROM extra_upload_credits WHERE player_id = $1 AND credits_remaining > 0
                         ORDER BY created_at LIMIT 1 FOR UPDATE)`,
          [player.id],
        );
      }
      await this.jobs.enqueue('media.transcode', { highlightId: saved.id }, m); // recorded with the highlight, queued after the commit
      return saved.id;
    });

    await this.activities.record(me.id, {
      type: 'highlight_upload',
      title: dto.contentType === 'video' ? 'Uploaded a highlight video' : 'Uploaded a highlight photo',
      description: dto.title,
      metadata: { highlightId, playerId: player.id },
    });
    await this.funnel.record('highlight_uploaded', me.id, { highlightId, contentType: dto.contentType });
    const created = await this.highlights.findOneByOrFail({ id: highlightId });
    return toHighlightResponse(created, { owner: true });
  }

  /**
   * GET /api/highlights/player/:playerId: what this viewer may see, newest first (404 for an invisible
   * profile). A free viewer gets the preview: at most PREVIEW_HIGHLIGHTS_MAX, posters only.
   */
  async listForPlayer(user: SessionUser, playerId: string): Promise<HighlightResponse[]> {
    const viewer = await this.access.viewer(user);
    const owner = await this.ownerFacts(playerId);
    if (!owner || !canSeeProfile(viewer, owner)) throw playerNotFound();
    const preview = !seesFullProfile(viewer, owner);
    const rule = highlightVisibleSql('h', 'p', viewer);
    const qb = this.highlights
      .createQueryBuilder('h')
      .innerJoin('h.player', 'p')
      .where('h.player_id = :playerId', { playerId })
      .andWhere(rule.sql, rule.params)
      .orderBy('h.created_at', 'DESC')
      .addOrderBy('h.id', 'DESC');
    if (preview) qb.take(PREVIEW_HIGHLIGHTS_MAX);
    const rows = await qb.getMany();
    const full = !!viewer && (viewer.isAdmin || isOwner(viewer, owner));
    return rows.map((h) => toHighlightResponse(h, { owner: full, preview }));
  }

  /** GET /api/highlights/:id (404 when missing or not visible to this viewer; the preview for a free viewer). */
  async getVisible(user: SessionUser, id: string): Promise<HighlightResponse> {
    const { highlight, full, preview } = await this.loadVisible(user, id);
    return toHighlightResponse(highlight, { owner: full, preview });
  }

  /** DELETE /api/highlights/:id: owner or admin; removes the row, then its files (original, poster, playable). */
  async delete(user: SessionUser, id: string): Promise<void> {
    const { highlight, full, viewer, ownerUserId } = await this.loadVisible(user, id);
    if (!full) throw new ForbiddenException('Only the owner can delete this highlight');
    await this.highlights.delete({ id: highlight.id }); // the uploads row goes with it (FK cascade)
    await this.adminActions.acted(viewer, ownerUserId, {
      action: AUDIT_ACTIONS.deleteHighlight, targetType: 'highlight', targetId: highlight.id, detail: { playerId: highlight.playerId, title: highlight.title },
    });
    const uploadId = highlight.filePath ? uploadIdOf(highlight.filePath) : null;
    if (uploadId) {
      await this.storage.delete(uploadFileKey(uploadId));
      await this.scratch.delete(partialFileKey(uploadId));
    }
    await this.storage.deleteFolder(mediaFolderKey(highlight.id));
  }

  /**
   * The file behind a media URL, or null (404) when it does not exist or the viewer may not see it.
   * A free viewer who may see the highlight gets its poster only: the playable and original files
   * answer 403 UPGRADE_REQUIRED (after the visibility check, so nothing hidden is told).
   */
  async mediaFile(user: SessionUser, id: string, variant: HighlightMediaVariant): Promise<ServableFile | null> {
    const found = await this.loadVisible(user, id).catch((e) => {
      if (e instanceof NotFoundException) return null;
      throw e;
    });
    if (!found) return null;
    if (found.preview && variant !== 'poster') throw upgradeRequired(PLAYER_PREVIEW_MESSAGES.upgradeToWatch);
    const h = found.highlight;
    if (variant === 'original') {
      const uploadId = h.filePath ? uploadIdOf(h.filePath) : null;
      if (!uploadId) return null;
      const upload = await this.uploads.findOne({ where: { id: uploadId } });
      if (!upload?.contentType) return null;
      return { key: uploadFileKey(uploadId), contentType: upload.contentType, cacheControl: MEDIA_CACHE_CONTROL };
    }
    const key = variant === 'playable' ? h.playablePath : h.posterPath;
    return key ? { key, contentType: mediaContentType(key), cacheControl: MEDIA_CACHE_CONTROL } : null;
  }

  /**
   * A file of the highlight's HLS video (`master.m3u8` or `<rendition>/<file>`), with exactly the
   * playable file's rules: null (404) when missing or not visible, 403 UPGRADE_REQUIRED for a free
   * viewer's preview, and a rendition the highlight does not have is missing.
   */
  async hlsFile(user: SessionUser, id: string, file: string): Promise<ServableFile | null> {
    if (!HLS_FILE_PATTERN.test(file)) return null;
    const playable = await this.mediaFile(user, id, 'playable');
    if (!playable) return null;
    const h = await this.highlights.findOne({ where: { id }, select: { id: true, renditions: true } });
    const rendition = file.includes('/') ? file.slice(0, file.indexOf('/')) : null;
    if (!h?.renditions?.length || (rendition && !h.renditions.some((r) => r.name === rendition))) return null;
    const key = `${hlsFolderKey(id)}/${file}`;
    return { key, contentType: mediaContentType(key), cacheControl: MEDIA_CACHE_CONTROL };
  }

  /**
   * GET /api/objects/uploads/:id: the uploader may read a complete upload (e.g. a preview before the
   * highlight exists); anyone else only as the highlight using it allows.
   */
  async uploadOriginal(user: SessionUser, uploadId: string): Promise<ServableFile | null> {
    const upload = await this.uploads.findOne({ where: { id: uploadId } });
    if (!upload || upload.status === 'pending' || !upload.contentType) return null;
    if (upload.userId !== user.id) {
      if (!upload.highlightId) {
        const viewer = await this.access.viewer(user);
        if (!viewer?.isAdmin) return null;
      } else if (!(await this.mediaFile(user, upload.highlightId, 'original'))) {
        return null;
      }
    }
    return { key: uploadFileKey(upload.id), contentType: upload.contentType, cacheControl: MEDIA_CACHE_CONTROL };
  }

  /**
   * Marks a processed highlight ready with its files. Returns true the first time it becomes ready,
   * false on a re-run, null when the highlight no longer exists.
   */
  async markReady(
    id: string,
    files: { playablePath: string; playableBytes: number; posterPath: string; durationSec: number | null; renditions: HighlightRendition[] | null },
  ): Promise<boolean | null> {
    // An UPDATE through TypeORM's postgres driver answers [rows, affected count].
    const [rows]: [Array<{ previous: string }>, number] = await this.db.query(
      `WITH old AS (SELECT id, status FROM highlights WHERE id = $1 FOR UPDATE)
       UPDATE highlights h
          SET status = 'ready', playable_path = $2, poster_path = $3, duration_sec = $4, renditions = $5, playable_bytes = $6, updated_at = now()
         FROM old WHERE h.id = old.id
       RETURNING old.status AS previous`,
      [id, files.playablePath, files.posterPath, files.durationSec, files.renditions === null ? null : JSON.stringify(files.renditions), files.playableBytes],
    );
    if (rows.length === 0) return null;
    return rows[0].previous !== 'ready';
  }

  /** highlight_added to the player's followers who may see this highlight (fan-out through the queue). */
  async announce(id: string): Promise<void> {
    const highlight = await this.highlights.findOne({ where: { id }, relations: { player: { user: true } } });
    const player = highlight?.player;
    if (!highlight || !player?.user) return;
    const subject: OwnerFacts = {
      userId: player.userId,
      visibility: player.visibility,
      ownerSuspended: !!player.user.suspendedAt,
      moderationHidden: !!player.moderationHiddenAt,
    };
    const followers: Array<{ id: string }> = await this.db.query(
      `SELECT follower_user_id AS id FROM follows WHERE player_id = $1 AND follower_user_id <> $2`,
      [player.id, player.userId],
    );
    const recipients: string[] = [];
    for (const f of followers) {
      const viewer = await this.access.viewer({ id: f.id } as SessionUser);
      if (canSeeHighlight(viewer, subject, highlight)) recipients.push(f.id);
    }
    const name = player.user.fullName ?? `${player.user.firstName} ${player.user.lastName}`.trim();
    await this.notifications.fanout(recipients, {
      type: 'highlight_added',
      title: 'New highlight',
      message: `${name} added a new highlight: ${highlight.title}`,
      relatedUserId: player.userId,
      relatedPlayerId: player.id,
      relatedHighlightId: highlight.id,
    });
  }

  /** `full`: owner or admin; `preview`: a free viewer (seesFullProfile false). */
  private async loadVisible(
    user: SessionUser,
    id: string,
  ): Promise<{ highlight: Highlight; full: boolean; preview: boolean; viewer: Viewer | null; ownerUserId: string }> {
    const highlight = /^[0-9a-f-]{36}$/i.test(id) ? await this.highlights.findOne({ where: { id } }) : null;
    if (!highlight) throw new NotFoundException(HIGHLIGHT_MESSAGES.notFound);
    const [viewer, owner] = await Promise.all([this.access.viewer(user), this.ownerFacts(highlight.playerId)]);
    if (!owner || !canSeeHighlight(viewer, owner, highlight)) throw new NotFoundException(HIGHLIGHT_MESSAGES.notFound);
    return { highlight, full: !!viewer && (viewer.isAdmin || isOwner(viewer, owner)), preview: !seesFullProfile(viewer, owner), viewer, ownerUserId: owner.userId };
  }

  private async ownerFacts(playerId: string): Promise<OwnerFacts | null> {
    if (!/^[0-9a-f-]{36}$/i.test(playerId)) return null;
    const [row]: Array<{ user_id: string; visibility: string; suspended: boolean; hidden: boolean }> = await this.db.query(
      `SELECT p.user_id, p.visibility::text AS visibility, (u.suspended_at IS NOT NULL) AS suspended,
              (p.moderation_hidden_at IS NOT NULL) AS hidden
         FROM players p JOIN user_directory u ON u.id = p.user_id WHERE p.id = $1`,
      [playerId],
    );
    return row ? { userId: row.user_id, visibility: row.visibility, ownerSuspended: row.suspended, moderationHidden: row.hidden } : null;
  }

  /** Moderation (docs/admin.md): a highlight this user may see, as a report names it; null when missing or not visible. */
  async moderationTarget(user: SessionUser, id: string): Promise<{ ownerUserId: string; label: string } | null> {
    try {
      const { highlight } = await this.loadVisible(user, id);
      const owner = await this.ownerFacts(highlight.playerId);
      return owner ? { ownerUserId: owner.userId, label: highlight.title } : null;
    } catch (e) {
      if (e instanceof NotFoundException) return null;
      throw e;
    }
  }

  /** Moderation: hide (missing for everyone but admins and the owner) or restore; the owner's id, or null when missing. */
  async setModerationHidden(id: string, hidden: boolean): Promise<{ ownerUserId: string; label: string } | null> {
    const rows: Array<{ user_id: string; title: string }> = await this.db.query(
      `UPDATE highlights h SET moderation_hidden_at = CASE WHEN $2 THEN coalesce(h.moderation_hidden_at, now()) END
         FROM players p WHERE h.id = $1 AND p.id = h.player_id RETURNING p.user_id, h.title`,
      [id, hidden],
    );
    return rows[0] ? { ownerUserId: rows[0].user_id, label: rows[0].title } : null;
  }
}
