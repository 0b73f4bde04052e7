import { Body, Controller, Delete, Get, HttpCode, NotFoundException, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateHighlightDto,
  HIGHLIGHT_MEDIA_VARIANTS,
  type HighlightMediaVariant,
  type HighlightResponse,
  type OkResponse,
  type SessionUser,
  VisibleSelectionDto,
  type VisibleSelectionResponse,
} from '@fiji/contracts';
import type { Request, Response } from 'express';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { FileStore, sendStoredFile } from '../../../core/storage';
import { PlayerGuard } from '../guards/player.guard';
import { HighlightsService } from '../services/highlights.service';
import { PlanMediaService } from '../services/plan-media.service';

@ApiTags('highlights')
@Controller('highlights')
@UseGuards(AuthenticatedGuard)
export class HighlightsController {
  constructor(
    private readonly highlights: HighlightsService,
    private readonly storage: FileStore,
    private readonly planMedia: PlanMediaService,
  ) {}

  @Post()
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: 'Create a highlight from a complete upload (guardian consent under 18; plan allowance)' })
  create(@CurrentUser() me: SessionUser, @Body() dto: CreateHighlightDto): Promise<HighlightResponse> {
    return this.highlights.create(me, dto);
  }

  @Get('player/:playerId')
  @ApiOperation({ summary: "A player's highlights this viewer may see, newest first (owner: every status)" })
  list(@Param('playerId') playerId: string, @CurrentUser() me: SessionUser): Promise<HighlightResponse[]> {
    return this.highlights.listForPlayer(me, playerId);
  }

  @Get('visible-selection')
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: "The caller's visible and hidden highlights (hidden after a paid plan ended) and how many the plan shows" })
  visibleSelection(@CurrentUser() me: SessionUser): Promise<VisibleSelectionResponse> {
    return this.planMedia.selection(me);
  }

  @Post('visible-selection')
  @HttpCode(200)
  @UseGuards(PlayerGuard)
  @ApiOperation({ summary: 'Choose which highlights stay visible: exactly the allowance (all when fewer); the others are hidden; 400 naming highlightIds' })
  chooseVisible(@CurrentUser() me: SessionUser, @Body() dto: VisibleSelectionDto): Promise<VisibleSelectionResponse> {
    return this.planMedia.choose(me, dto.highlightIds);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One highlight (poll its status while processing); 404 when not visible' })
  get(@Param('id') id: string, @CurrentUser() me: SessionUser): Promise<HighlightResponse> {
    return this.highlights.getVisible(me, id);
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete a highlight and its files (owner or admin)' })
  async remove(@Param('id') id: string, @CurrentUser() me: SessionUser): Promise<OkResponse> {
    await this.highlights.delete(me, id);
    return { ok: true };
  }

  // HEAD reaches these GET routes too (Express answers HEAD with a GET route); sendStoredFile sends no body for it.
  @Get(':id/media/:variant')
  @ApiOperation({ summary: 'A highlight file (original | playable | poster) with Range and caching; privacy enforced (404)' })
  media(@Param('id') id: string, @Param('variant') variant: string, @CurrentUser() me: SessionUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.serve(id, variant, me, req, res);
  }

  // HLS (docs/video.md): the master playlist and each rendition's playlist and segments, under the
  // highlight's own rules (the playlists name their files relatively, so every URL in them is one of these).
  @Get(':id/hls/master.m3u8')
  @ApiOperation({ summary: "The highlight's HLS master playlist (renditions lowest first); privacy as the playable file (404; 403 for a free viewer)" })
  hlsMaster(@Param('id') id: string, @CurrentUser() me: SessionUser, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.serveHls(id, 'master.m3u8', me, req, res);
  }

  @Get(':id/hls/:rendition/:file')
  @ApiOperation({ summary: "A rendition's media playlist (index.m3u8), init segment or media segment, with Range; privacy as the playable file" })
  hlsFile(
    @Param('id') id: string,
    @Param('rendition') rendition: string,
    @Param('file') file: string,
    @CurrentUser() me: SessionUser,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    return this.serveHls(id, `${rendition}/${file}`, me, req, res);
  }

  private async serveHls(id: string, file: string, me: SessionUser, req: Request, res: Response): Promise<void> {
    const found = await this.highlights.hlsFile(me, id, file);
    if (!found || !(await sendStoredFile(this.storage, found.key, req, res, found))) throw new NotFoundException('Not Found');
  }

  private async serve(id: string, variant: string, me: SessionUser, req: Request, res: Response): Promise<void> {
    if (!(HIGHLIGHT_MEDIA_VARIANTS as readonly string[]).includes(variant)) throw new NotFoundException('Not Found');
    const file = await this.highlights.mediaFile(me, id, variant as HighlightMediaVariant);
    if (!file || !(await sendStoredFile(this.storage, file.key, req, res, file))) throw new NotFoundException('Not Found');
  }
}
