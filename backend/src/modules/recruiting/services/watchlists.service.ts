import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  LIMITS,
  WATCHLIST_CSV_COLUMNS,
  WATCHLIST_MESSAGES as M,
  WATCHLIST_PLAYERS_MAX,
  WATCHLIST_RECENT_DAYS,
  WATCHLISTS_MAX,
  displayName,
  type SessionUser,
  type WatchlistDetail,
  type WatchlistPlayer,
  type WatchlistsOverview,
  type WatchlistSummary,
} from '@fiji/contracts';
import { DataSource, QueryFailedError, Repository } from 'typeorm';
import { ViewerAccessService, type Viewer } from '../../../core/access';
import { AppConfig } from '../../../core/config/app-config';
import { ActivitiesService } from '../../activities';
import { WatchlistItem } from '../entities/watchlist-item.entity';
import { Watchlist } from '../entities/watchlist.entity';
import { fileSlug, toCsv } from './csv';
import { RecruiterUsageService } from './recruiter-usage.service';
import { createWithinCap } from '../../../core/database';
import { RecruitingPlayersService, type PlayerSnapshot } from './recruiting-players.service';
import { upgradeRequired } from '../../../core/access';

interface SummaryRow {
  id: string;
  name: string;
  created_at: Date;
  updated_at: Date;
  player_count: string;
  added_this_week: string;
}

const isUniqueViolation = (e: unknown) => e instanceof QueryFailedError && (e.driverError as { code?: string })?.code === '23505';

/**
 * Watchlists of one owner (recruiter or admin; the guard checks the role). Every operation is
 * scoped to the owner: another user's list answers 404, as if it did not exist. Players are read
 * through the visibility rule, so a profile that became hidden shows as unavailable.
 */
@Injectable()
export class WatchlistsService {
  constructor(
    @InjectRepository(Watchlist) private readonly watchlists: Repository<Watchlist>,
    @InjectRepository(WatchlistItem) private readonly items: Repository<WatchlistItem>,
    private readonly access: ViewerAccessService,
    private readonly players: RecruitingPlayersService,
    private readonly activities: ActivitiesService,
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
    private readonly usage: RecruiterUsageService,
  ) {}

  list(me: SessionUser): Promise<WatchlistSummary[]> {
    return this.summaries(me.id);
  }

  async overview(me: SessionUser): Promise<WatchlistsOverview> {
    const [row]: { total: string; players_tracked: string; added_this_week: string }[] = await this.watchlists.query(
      `SELECT (SELECT count(*) FROM watchlists WHERE recruiter_id = $1) AS total,
              count(DISTINCT i.player_id) AS players_tracked,
              count(DISTINCT i.player_id) FILTER (WHERE i.added_at > now() - make_interval(days => $2)) AS added_this_week
         FROM watchlists w JOIN watchlist_items i ON i.watchlist_id = w.id
        WHERE w.recruiter_id = $1`,
      [me.id, WATCHLIST_RECENT_DAYS],
    );
    return { total: Number(row?.total ?? 0), playersTracked: Number(row?.players_tracked ?? 0), addedThisWeek: Number(row?.added_this_week ?? 0) };
  }

  async create(me: SessionUser, name: string): Promise<WatchlistSummary> {
    await this.assertNameFree(me.id, name);
    let saved: Watchlist;
    try {
      saved = await createWithinCap(
        this.db,
        me.id,
        { max: WATCHLISTS_MAX, message: M.listLimit, count: (m) => m.getRepository(Watchlist).countBy({ recruiterId: me.id }) },
        (m) => m.getRepository(Watchlist).save(m.getRepository(Watchlist).create({ recruiterId: me.id, name })),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException(M.duplicateName);
      throw e;
    }
    await this.activities.record(me.id, { type: 'other', title: 'Created a watchlist', description: name });
    return (await this.summaries(me.id, saved.id))[0]!;
  }

  async rename(me: SessionUser, id: string, name: string): Promise<WatchlistSummary> {
    const list = await this.owned(me, id);
    if (list.name !== name) {
      await this.assertNameFree(me.id, name, id);
      try {
        await this.watchlists.update({ id, recruiterId: me.id }, { name });
      } catch (e) {
        if (isUniqueViolation(e)) throw new ConflictException(M.duplicateName);
        throw e;
      }
    }
    return (await this.summaries(me.id, id))[0]!;
  }

  async remove(me: SessionUser, id: string): Promise<void> {
    await this.owned(me, id);
    await this.watchlists.delete({ id, recruiterId: me.id });
  }

  async detail(me: SessionUser, id: string): Promise<WatchlistDetail> {
    await this.owned(me, id);
    const [summary] = await this.summaries(me.id, id);
    const items = await this.items.find({ where: { watchlistId: id }, order: { addedAt: 'DESC', playerId: 'ASC' } });
    const viewer = await this.access.viewer(me);
    const visible = await this.players.visible(viewer, items.map((i) => i.playerId));
    return { ...summary!, players: items.map((i) => toWatchlistPlayer(i, visible.get(i.playerId), viewer)) };
  }

  async addPlayer(me: SessionUser, id: string, playerId: string, note: string | undefined): Promise<WatchlistPlayer> {
    await this.owned(me, id);
    const viewer = await this.access.viewer(me);
    const player = await this.players.visibleOne(viewer, playerId);
    if (!player) throw new NotFoundException(M.playerNotFound);
    if (await this.items.exists({ where: { watchlistId: id, playerId } })) throw new ConflictException(M.alreadyInList);
    try {
      // Only the owner adds to a list, so the owner's lock also serialises the adds to this list.
      await createWithinCap(
        this.db,
        me.id,
        { max: WATCHLIST_PLAYERS_MAX, message: M.playerLimit, count: (m) => m.getRepository(WatchlistItem).countBy({ watchlistId: id }) },
        (m) => m.getRepository(WatchlistItem).insert({ watchlistId: id, playerId, note: note || null }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw new ConflictException(M.alreadyInList);
      throw e;
    }
    const item = await this.items.findOneByOrFail({ watchlistId: id, playerId });
    return toWatchlistPlayer(item, player, viewer);
  }

  async updateNote(me: SessionUser, id: string, playerId: string, note: string | undefined): Promise<WatchlistPlayer> {
    await this.owned(me, id);
    const result = await this.items.update({ watchlistId: id, playerId }, { note: note || null });
    if (!result.affected) throw new NotFoundException(M.notInList);
    const viewer = await this.access.viewer(me);
    const item = await this.items.findOneByOrFail({ watchlistId: id, playerId });
    return toWatchlistPlayer(item, await this.players.visibleOne(viewer, playerId), viewer);
  }

  async removePlayer(me: SessionUser, id: string, playerId: string): Promise<void> {
    await this.owned(me, id);
    const result = await this.items.delete({ watchlistId: id, playerId });
    if (!result.affected) throw new NotFoundException(M.notInList);
  }

  /** CSV of the players still visible to the owner (export player data is a paid-plan feature). */
  async exportCsv(me: SessionUser, id: string): Promise<{ fileName: string; csv: string }> {
    const list = await this.owned(me, id);
    const viewer = await this.access.viewer(me);
    if (!viewer?.entitlements.export) throw upgradeRequired(M.upgradeToExport);
    await this.usage.record(viewer, 'exports');
    const items = await this.items.find({ where: { watchlistId: id }, order: { addedAt: 'DESC', playerId: 'ASC' } });
    const visible = await this.players.visible(viewer, items.map((i) => i.playerId));
    const rows = items.flatMap((i) => {
      const p = visible.get(i.playerId);
      if (!p) return [];
      return [[displayName(p), p.positions, p.school, p.province, p.gradYear, i.note, i.addedAt.toISOString().slice(0, 10), `${this.config.publicUrl}/player/${p.id}`]];
    });
    return { fileName: `watchlist-${fileSlug(list.name, 'players')}.csv`, csv: toCsv(WATCHLIST_CSV_COLUMNS, rows) };
  }

  /** 404 for a missing list and for another user's list alike. */
  private async owned(me: SessionUser, id: string): Promise<Watchlist> {
    const list = await this.watchlists.findOne({ where: { id, recruiterId: me.id } });
    if (!list) throw new NotFoundException(M.notFound);
    return list;
  }

  private async assertNameFree(ownerId: string, name: string, exceptId?: string): Promise<void> {
    const rows: unknown[] = await this.watchlists.query(
      `SELECT 1 FROM watchlists WHERE recruiter_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3::uuid) LIMIT 1`,
      [ownerId, name, exceptId ?? null],
    );
    if (rows.length > 0) throw new ConflictException(M.duplicateName);
  }

  private async summaries(ownerId: string, onlyId?: string): Promise<WatchlistSummary[]> {
    const rows: SummaryRow[] = await this.watchlists.query(
      `SELECT w.id, w.name, w.created_at, w.updated_at,
              count(i.player_id) AS player_count,
              count(i.player_id) FILTER (WHERE i.added_at > now() - make_interval(days => $3)) AS added_this_week
         FROM watchlists w LEFT JOIN watchlist_items i ON i.watchlist_id = w.id
        WHERE w.recruiter_id = $1 AND ($2::uuid IS NULL OR w.id = $2::uuid)
        GROUP BY w.id
        ORDER BY w.created_at DESC, w.id`,
      [ownerId, onlyId ?? null, WATCHLIST_RECENT_DAYS],
    );
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: new Date(r.created_at).toISOString(),
      updatedAt: new Date(r.updated_at).toISOString(),
      playerCount: Number(r.player_count),
      addedThisWeek: Number(r.added_this_week),
    }));
  }
}

/** Free viewers get the preview's 2 positions, as in search results. */
function toWatchlistPlayer(i: WatchlistItem, p: PlayerSnapshot | undefined | null, viewer: Viewer | null): WatchlistPlayer {
  return {
    playerId: i.playerId,
    note: i.note,
    addedAt: i.addedAt.toISOString(),
    available: !!p,
    player: p
      ? {
          id: p.id,
          user: { firstName: p.firstName, lastName: p.lastName, fullName: p.fullName, profileImageUrl: p.profileImageUrl },
          profilePicture: p.profilePicture,
          school: p.school,
          positions: viewer?.isPaid ? p.positions : p.positions.slice(0, LIMITS.previewPositions),
          province: p.province,
          gradYear: p.gradYear,
          verifiedByCoach: p.verifiedByCoach,
        }
      : null,
  };
}
