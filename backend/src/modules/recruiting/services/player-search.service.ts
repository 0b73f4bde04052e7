import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  advancedFiltersUsed,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type PlayerSearchResult,
  type SearchFilters,
  type SearchResponse,
  type SearchStats,
} from '@fiji/contracts';
import { DataSource } from 'typeorm';
import { preparedQuery } from '../../../core/database';
import { ViewerAccessService } from '../../../core/access/viewer-access.service';
import type { Viewer } from '../../../core/access/viewer';
import {
  cursorAfter,
  decodeCursor,
  effectiveSort,
  InvalidCursorError,
  isUnfiltered,
  pageSql,
  statsSql,
  type NamedSql,
  type SearchRow,
} from './player-search-sql';
import { toFullResult, toPreviewResult } from './player-search.mapper';
import { AdminContactReads, upgradeRequired } from '../../../core/access';
import { RecruiterUsageService } from './recruiter-usage.service';

/** Remembered Quick Stats (oldest dropped first beyond this many). */
const STATS_CACHE_MAX = 1000;

interface StatsRow {
  active: number;
  verified: number;
  recent_graduates: number;
}

const toStats = ([row]: StatsRow[]): SearchStats => ({
  active: row?.active ?? 0,
  verified: row?.verified ?? 0,
  recentGraduates: row?.recent_graduates ?? 0,
});

export interface SearchPage {
  rows: SearchRow[];
  nextCursor: string | null;
}

/**
 * GET /api/search: one page of players for the viewer, as previews for free viewers and full cards
 * for paid ones (the server decides, docs/decisions.md), plus the Quick Stats on the first page.
 */
@Injectable()
export class PlayerSearchService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly access: ViewerAccessService,
    private readonly usage: RecruiterUsageService,
    private readonly contactReads: AdminContactReads,
  ) {}

  private readonly statsCache = new Map<string, { expires: number; value: Promise<SearchStats> }>();

  /** Free viewers may not filter by what the paywall hides (graduation year, format): 403 with the upgrade prompt. */
  assertFiltersAllowed(viewer: Viewer, filters: SearchFilters): void {
    if (viewer.entitlements.advancedSearchFilters) return;
    if (advancedFiltersUsed(filters).length === 0) return;
    throw upgradeRequired(SEARCH_MESSAGES.advancedFiltersLocked);
  }

  async viewerOf(user: Parameters<ViewerAccessService['viewer']>[0]): Promise<Viewer> {
    const viewer = await this.access.viewer(user);
    // The guard already refused signed-out requests; a session whose user was deleted lands here.
    if (!viewer) throw new ForbiddenException(SEARCH_MESSAGES.accessDenied);
    return viewer;
  }

  async search(viewer: Viewer, filters: SearchFilters, cursor?: string, limit: number = SEARCH_LIMITS.pageSize): Promise<SearchResponse> {
    this.assertFiltersAllowed(viewer, filters);
    // A search with advanced filters counts once, on its first page (Load More continues it); recorded
    // while the page query runs (one round trip less of waiting, docs/search.md).
    const counted = !cursor && advancedFiltersUsed(filters).length > 0;
    const [page] = await Promise.all([this.page(viewer, filters, cursor, limit), counted ? this.usage.record(viewer, 'advancedFilterSearches') : undefined]);
    const results = this.toResults(viewer, page.rows);
    await this.recordAdminContactReads(viewer, page.rows, results, 'search');
    return { results, preview: !viewer.isPaid, viewerType: viewer.viewerType, nextCursor: page.nextCursor };
  }

  /** Rows of one page in sort order, and the cursor of the next page (null when this is the last). */
  async page(viewer: Viewer, filters: SearchFilters, cursor: string | undefined, limit: number): Promise<SearchPage> {
    let after: { keys: string[]; id: string } | undefined;
    if (cursor) {
      try {
        after = decodeCursor(cursor, effectiveSort(filters), filters);
      } catch (e) {
        if (e instanceof InvalidCursorError) {
          throw new BadRequestException({ statusCode: 400, message: [SEARCH_MESSAGES.cursor], errors: { cursor: SEARCH_MESSAGES.cursor } });
        }
        throw e;
      }
    }
    const rows = await this.run<SearchRow>(pageSql(filters, viewer, limit, after));
    const more = rows.length > limit;
    const pageRows = more ? rows.slice(0, limit) : rows;
    return { rows: pageRows, nextCursor: more ? cursorAfter(filters, pageRows[pageRows.length - 1]!) : null };
  }

  /**
   * Quick Stats: counts over every match, so they cost a scan of the matches — kept apart from the
   * result pages (whose latency must not depend on the number of matches) and remembered for
   * SEARCH_LIMITS.statsCacheSeconds per visibility class and search; concurrent identical requests share one count.
   */
  async stats(viewer: Viewer, filters: SearchFilters): Promise<SearchStats> {
    this.assertFiltersAllowed(viewer, filters);
    const { sort: _sort, ...counted } = filters;
    // Counts depend on the visibility class, not the person: searchers have no profile of their own
    // (only players do, and players cannot search), so every viewer of a class shares one count.
    // Every player the viewer may see: exact and live from the counter read model (a few rows), no cache.
    if (isUnfiltered(counted)) return this.run<StatsRow>(statsSql(counted, viewer)).then(toStats);
    const key = JSON.stringify([viewer.isAdmin, viewer.isVerifiedRecruiter, counted]);
    const now = Date.now();
    const hit = this.statsCache.get(key);
    if (hit && hit.expires > now) return hit.value;
    const value = this.run<StatsRow>(statsSql(counted, viewer)).then(toStats);
    this.statsCache.delete(key);
    this.statsCache.set(key, { expires: now + SEARCH_LIMITS.statsCacheSeconds * 1000, value });
    if (this.statsCache.size > STATS_CACHE_MAX) this.statsCache.delete(this.statsCache.keys().next().value!);
    value.catch(() => this.statsCache.delete(key));
    return value;
  }

  /** An admin served minors' contact details in these cards: recorded in the audit log (docs/admin.md). */
  recordAdminContactReads(viewer: Viewer, rows: SearchRow[], results: PlayerSearchResult[], via: string): Promise<void> {
    return this.contactReads.served(
      viewer,
      via,
      rows.map((r, i) => ({
        playerId: r.id,
        userId: r.user_id,
        dob: r.dob,
        accountDob: r.account_dob,
        fields: { contactEmail: results[i]?.contactEmail ?? null, contactPhone: results[i]?.contactPhone ?? null },
      })),
    );
  }

  /** Cards for the viewer: previews for free viewers; full cards with the minors safeguard for paid ones. */
  toResults(viewer: Viewer, rows: SearchRow[], today: Date = new Date()): PlayerSearchResult[] {
    return viewer.isPaid ? rows.map((r) => toFullResult(r, viewer, r.approved_contact, today)) : rows.map(toPreviewResult);
  }

  /** Search statements are large and hot: prepared once per connection (core/database preparedQuery). */
  private run<T>(statement: NamedSql): Promise<T[]> {
    const [sql, params] = this.db.driver.escapeQueryWithParameters(statement.sql, statement.params);
    return preparedQuery<T>(this.db, sql, params);
  }
}
