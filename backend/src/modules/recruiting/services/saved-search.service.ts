import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import {
  filtersFromQuery,
  savedSearchLabel,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  type CreateSavedSearchDto,
  type SavedSearch,
  type SearchFilters,
  type SearchFiltersDto,
} from '@fiji/contracts';
import { DataSource, IsNull, Repository } from 'typeorm';
import type { Viewer } from '../../../core/access/viewer';
import { SavedSearchEntity } from '../entities/saved-search.entity';
import { createWithinCap } from '../../../core/database';
import { PlayerSearchService } from './player-search.service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Only the keys that are set, in the page's names (no undefined left in the stored JSON). */
function cleanFilters(f: SearchFiltersDto): SearchFilters {
  return filtersFromQuery({ q: f.query, position: f.position, school: f.school, province: f.province, grad_year: f.gradYear, format: f.format, sort: f.sort });
}

const toSavedSearch = (e: SavedSearchEntity): SavedSearch => ({
  id: e.id,
  name: e.name,
  filters: e.filters,
  createdAt: e.createdAt.toISOString(),
  planLockedAt: e.planLockedAt ? e.planLockedAt.toISOString() : null,
});

/** Save Search: each user's stored searches; another user's answer 404 like a missing one. */
@Injectable()
export class SavedSearchService {
  constructor(
    @InjectRepository(SavedSearchEntity) private readonly saved: Repository<SavedSearchEntity>,
    private readonly search: PlayerSearchService,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async list(userId: string): Promise<SavedSearch[]> {
    const rows = await this.saved.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(toSavedSearch);
  }

  async create(viewer: Viewer, dto: CreateSavedSearchDto): Promise<SavedSearch> {
    const filters = cleanFilters(dto.filters);
    // A free viewer cannot run a search with the paid filters, so cannot save one either.
    this.search.assertFiltersAllowed(viewer, filters);
    const row = await createWithinCap(
      this.db,
      viewer.id,
      {
        max: SEARCH_LIMITS.savedSearchesMax,
        message: SEARCH_MESSAGES.savedSearchLimit,
        // Searches kept read-only after a plan ended do not take a place (docs/billing.md).
        count: (m) => m.getRepository(SavedSearchEntity).countBy({ userId: viewer.id, planLockedAt: IsNull() }),
      },
      (m) => {
        const repo = m.getRepository(SavedSearchEntity);
        return repo.save(repo.create({ userId: viewer.id, name: dto.name ?? savedSearchLabel(filters), filters }));
      },
    );
    return toSavedSearch(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    const result = UUID.test(id) ? await this.saved.delete({ id, userId }) : { affected: 0 };
    if (!result.affected) throw new NotFoundException(SEARCH_MESSAGES.savedSearchNotFound);
  }
}
