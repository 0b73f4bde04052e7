import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateLinkResourceDto, ResourceFileQuery, ShareResourceDto, type BadgeView, type ResourceView, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { MentorGuard } from '../guards/mentor.guard';
import { BadgesService } from '../services/badges.service';
import { MentorProService } from '../services/mentor-pro.service';
import { ResourcesService } from '../services/resources.service';

/** The resource library: the owner and the chosen mentees only (others 404). */
@ApiTags('mentoring')
@Controller('mentoring')
@UseGuards(AuthenticatedGuard)
export class ResourcesController {
  constructor(
    private readonly resources: ResourcesService,
    private readonly badges: BadgesService,
    private readonly mentorPro: MentorProService,
  ) {}

  @Get('resources')
  @ApiOperation({ summary: "The caller's resources (mentor) and those shared with the caller (mentee)" })
  list(@CurrentUser() me: SessionUser): Promise<ResourceView[]> {
    return this.resources.list(me);
  }

  @Post('resources')
  @UseGuards(MentorGuard)
  @ApiOperation({ summary: 'A mentor adds a link to the library' })
  async create(@CurrentUser() me: SessionUser, @Body() dto: CreateLinkResourceDto): Promise<ResourceView> {
    await this.mentorPro.require(me, 'resourceSharing');
    return this.resources.createLink(me, dto);
  }

  @Post('resources/file')
  @UseGuards(MentorGuard)
  @ApiOperation({ summary: 'A mentor adds a file (raw body, at most 25 MB, a PDF, image or video by its bytes); query title, fileName' })
  async createFile(@CurrentUser() me: SessionUser, @Query() query: ResourceFileQuery, @Req() req: Request): Promise<ResourceView> {
    await this.mentorPro.require(me, 'resourceSharing');
    return this.resources.createFile(me, query.title, query.fileName, req);
  }

  @Get('resources/:id/file')
  @ApiOperation({ summary: 'Download a file resource (owner or a mentee it is shared with), counted' })
  file(@CurrentUser() me: SessionUser, @Param('id') id: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    return this.resources.download(me, id, req, res);
  }

  @Get('resources/:id')
  @ApiOperation({ summary: 'One resource (owner or a mentee it is shared with)' })
  get(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<ResourceView> {
    return this.resources.get(me, id);
  }

  @Put('resources/:id/shares')
  @ApiOperation({ summary: 'The owner chooses the mentees (relationship ids) who see it' })
  async share(@CurrentUser() me: SessionUser, @Param('id') id: string, @Body() dto: ShareResourceDto): Promise<ResourceView> {
    // Sharing needs Mentor Pro; un-sharing (an empty list) never does, so a lapsed mentor can withdraw.
    if (dto.relationshipIds.length > 0) await this.mentorPro.require(me, 'resourceSharing');
    return this.resources.share(me, id, dto.relationshipIds);
  }

  @Post('resources/:id/open')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open a resource: its link, counted as a download' })
  open(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<{ url: string }> {
    return this.resources.open(me, id);
  }

  @Delete('resources/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'The owner removes a resource' })
  remove(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<void> {
    return this.resources.remove(me, id);
  }

  @Get('badges/me')
  @ApiOperation({ summary: "The caller's badges (mentored_by is earned; admins grant the others)" })
  myBadges(@CurrentUser() me: SessionUser): Promise<BadgeView[]> {
    return this.badges.forUser(me.id);
  }
}
