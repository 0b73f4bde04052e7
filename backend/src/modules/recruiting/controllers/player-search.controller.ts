import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { once } from 'node:events';
import { filtersFromQuery, SearchQueryDto, type SearchResponse, type SearchStats, type SessionUser } from '@fiji/contracts';
import type { Response } from 'express';
import { FunnelEvents } from '../../../core/analytics';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { PlayerSearchGuard } from '../guards/player-search.guard';
import { PlayerSearchService } from '../services/player-search.service';
import { SearchExportService } from '../services/search-export.service';

@ApiTags('search')
@Controller('search')
@UseGuards(PlayerSearchGuard)
export class PlayerSearchController {
  constructor(
    private readonly search: PlayerSearchService,
    private readonly exporter: SearchExportService,
    private readonly funnel: FunnelEvents,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Player search: previews for free viewers, full results for paid ones; keyset pages (nextCursor)' })
  async find(@Query() query: SearchQueryDto, @CurrentUser() user: SessionUser): Promise<SearchResponse> {
    const viewer = await this.search.viewerOf(user);
    const filters = filtersFromQuery(query);
    // A search, not each further page: recorded while the page query runs (docs/search.md), once the
    // filters are known to be allowed, so a refused search is not counted.
    this.search.assertFiltersAllowed(viewer, filters);
    const [page] = await Promise.all([
      this.search.search(viewer, filters, query.cursor, query.limit),
      query.cursor ? undefined : this.funnel.record('search', user.id, { role: user.role }),
    ]);
    return page;
  }

  @Get('stats')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Quick Stats of a search: Active, Verified, Recent Graduates over every match (sort, cursor, limit ignored)' })
  async stats(@Query() query: SearchQueryDto, @CurrentUser() user: SessionUser): Promise<SearchStats> {
    const viewer = await this.search.viewerOf(user);
    return this.search.stats(viewer, filtersFromQuery(query));
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'Export Results (paid viewers): the search as CSV, up to 5,000 rows' })
  async exportCsv(@Query() query: SearchQueryDto, @CurrentUser() user: SessionUser, @Res() res: Response): Promise<void> {
    const viewer = await this.search.viewerOf(user);
    const filters = filtersFromQuery(query);
    this.exporter.assertAllowed(viewer, filters);
    res.status(200);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="players-${new Date().toISOString().slice(0, 10)}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    // Back-pressure: wait for the socket to drain; stop when the client has gone away.
    await this.exporter.writeCsv(viewer, filters, async (chunk) => {
      if (res.destroyed) return false;
      if (!res.write(chunk)) await Promise.race([once(res, 'drain'), once(res, 'close')]);
      return !res.destroyed;
    });
    if (!res.destroyed) res.end();
  }
}
