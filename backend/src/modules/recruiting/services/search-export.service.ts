import { Injectable } from '@nestjs/common';
import { SEARCH_EXPORT_COLUMNS, SEARCH_LIMITS, SEARCH_MESSAGES, type PlayerSearchResult, type SearchFilters } from '@fiji/contracts';
import { AppConfig } from '../../../core/config/app-config';
import type { Viewer } from '../../../core/access/viewer';
import { csvLine } from './csv';
import { PlayerSearchService } from './player-search.service';
import { upgradeRequired } from '../../../core/access';
import { RecruiterUsageService } from './recruiter-usage.service';

/** Rows fetched per round trip while streaming; each batch is one keyset page. */
const BATCH = 500;


/**
 * Export Results (paid viewers): the search's rows, in the search's order, as CSV written batch by
 * batch to `write` (the HTTP response), so memory stays flat up to SEARCH_LIMITS.exportMaxRows.
 */
@Injectable()
export class SearchExportService {
  constructor(
    private readonly search: PlayerSearchService,
    private readonly config: AppConfig,
    private readonly usage: RecruiterUsageService,
  ) {}

  /** Refuses free viewers and filters they may not use, before any byte is sent. */
  assertAllowed(viewer: Viewer, filters: SearchFilters): void {
    if (!viewer.entitlements.export) throw upgradeRequired(SEARCH_MESSAGES.exportLocked);
    this.search.assertFiltersAllowed(viewer, filters);
  }

  /** `write` resolves false when the reader has gone: the export stops there. Returns the rows written. */
  async writeCsv(viewer: Viewer, filters: SearchFilters, write: (chunk: string) => Promise<boolean>): Promise<number> {
    this.assertAllowed(viewer, filters);
    await this.usage.record(viewer, 'exports');
    if (!(await write(csvLine([...SEARCH_EXPORT_COLUMNS])))) return 0;
    let written = 0;
    let cursor: string | undefined;
    while (written < SEARCH_LIMITS.exportMaxRows) {
      const page = await this.search.page(viewer, filters, cursor, Math.min(BATCH, SEARCH_LIMITS.exportMaxRows - written));
      const results = this.search.toResults(viewer, page.rows);
      await this.search.recordAdminContactReads(viewer, page.rows, results, 'search_export');
      if (results.length && !(await write(results.map((r) => csvLine(this.cells(r))).join('')))) break;
      written += results.length;
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    return written;
  }

  private cells(r: PlayerSearchResult): Array<string | number | boolean | null> {
    return [
      r.user.fullName,
      r.positions.join(', '),
      r.school,
      r.province,
      r.gradYear,
      r.heightCm,
      r.weightKg,
      (r.formats ?? []).join(', '),
      r.verifiedByCoach,
      typeof r.highlightCount === 'number' ? r.highlightCount : null,
      r.contactEmail ?? r.contactNote ?? null,
      r.contactPhone ?? r.contactNote ?? null,
      `${this.config.publicUrl}/player/${r.id}`,
    ];
  }
}
