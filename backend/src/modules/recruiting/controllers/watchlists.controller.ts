import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AddWatchlistPlayerDto,
  UpdateWatchlistNoteDto,
  WatchlistNameDto,
  type OkResponse,
  type SessionUser,
  type WatchlistDetail,
  type WatchlistPlayer,
  type WatchlistsOverview,
  type WatchlistSummary,
} from '@fiji/contracts';
import type { Response } from 'express';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { WatchlistGuard } from '../guards/watchlist.guard';
import { WatchlistsService } from '../services/watchlists.service';

/** /recruiter/watchlists (recruiter and admin); every list is its owner's alone. */
@ApiTags('watchlists')
@Controller('watchlists')
@UseGuards(WatchlistGuard)
export class WatchlistsController {
  constructor(private readonly watchlists: WatchlistsService) {}

  @Get()
  @ApiOperation({ summary: 'My watchlists, newest first, with player counts' })
  list(@CurrentUser() me: SessionUser): Promise<WatchlistSummary[]> {
    return this.watchlists.list(me);
  }

  @Get('summary')
  @ApiOperation({ summary: 'Tiles: total watchlists, distinct players tracked, added this week' })
  overview(@CurrentUser() me: SessionUser): Promise<WatchlistsOverview> {
    return this.watchlists.overview(me);
  }

  @Post()
  @ApiOperation({ summary: 'Create a watchlist (name unique per owner)' })
  create(@CurrentUser() me: SessionUser, @Body() dto: WatchlistNameDto): Promise<WatchlistSummary> {
    return this.watchlists.create(me, dto.name);
  }

  @Get(':id')
  @ApiOperation({ summary: 'A watchlist with its players and notes' })
  detail(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<WatchlistDetail> {
    return this.watchlists.detail(me, id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Rename' })
  rename(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: WatchlistNameDto): Promise<WatchlistSummary> {
    return this.watchlists.rename(me, id, dto.name);
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a watchlist and its entries' })
  async remove(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<OkResponse> {
    await this.watchlists.remove(me, id);
    return { ok: true };
  }

  @Post(':id/players')
  @ApiOperation({ summary: 'Add a player you can see, with an optional note' })
  addPlayer(
    @CurrentUser() me: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Body() dto: AddWatchlistPlayerDto,
  ): Promise<WatchlistPlayer> {
    return this.watchlists.addPlayer(me, id, dto.playerId, dto.note);
  }

  @Patch(':id/players/:playerId')
  @ApiOperation({ summary: "Edit a player's note ('' clears it)" })
  updateNote(
    @CurrentUser() me: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('playerId', ParseUUIDPipe) playerId: string,
    @Body() dto: UpdateWatchlistNoteDto,
  ): Promise<WatchlistPlayer> {
    return this.watchlists.updateNote(me, id, playerId, dto.note);
  }

  @Delete(':id/players/:playerId')
  @ApiOperation({ summary: 'Remove a player from the watchlist' })
  async removePlayer(
    @CurrentUser() me: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Param('playerId', ParseUUIDPipe) playerId: string,
  ): Promise<OkResponse> {
    await this.watchlists.removePlayer(me, id, playerId);
    return { ok: true };
  }

  @Get(':id/export.csv')
  @ApiOperation({ summary: 'CSV of the visible players (paid plans)' })
  async exportCsv(
    @CurrentUser() me: SessionUser,
    @Param('id', ParseUUIDPipe) id: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<string> {
    const { fileName, csv } = await this.watchlists.exportCsv(me, id);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    return csv;
  }
}
