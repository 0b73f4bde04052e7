import { Body, Controller, Delete, Get, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateSavedSearchDto, type OkResponse, type SavedSearch, type SavedSearchesResponse, type SessionUser } from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { PlayerSearchGuard } from '../guards/player-search.guard';
import { PlayerSearchService } from '../services/player-search.service';
import { SavedSearchService } from '../services/saved-search.service';

/** Save Search: the same people as the search itself. */
@ApiTags('search')
@Controller('saved-searches')
@UseGuards(PlayerSearchGuard)
export class SavedSearchController {
  constructor(
    private readonly saved: SavedSearchService,
    private readonly search: PlayerSearchService,
  ) {}

  @Get()
  @ApiOperation({ summary: "The caller's saved searches, newest first" })
  async list(@CurrentUser() user: SessionUser): Promise<SavedSearchesResponse> {
    return { results: await this.saved.list(user.id) };
  }

  @Post()
  @ApiOperation({ summary: 'Save the current filters (name optional: named from the filters)' })
  async create(@Body() dto: CreateSavedSearchDto, @CurrentUser() user: SessionUser): Promise<SavedSearch> {
    return this.saved.create(await this.search.viewerOf(user), dto);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete one of your saved searches' })
  async remove(@Param('id') id: string, @CurrentUser() user: SessionUser): Promise<OkResponse> {
    await this.saved.remove(user.id, id);
    return { ok: true };
  }
}
