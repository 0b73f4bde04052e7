import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { CreateLinkResourceDto, ShareResourceDto, type BadgeView, type ResourceView, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { MentorGuard } from '../guards/mentor.guard';
import { BadgesService } from '../services/badges.service';
import { ResourcesService } from '../services/resources.service';

/** The resource library: the owner and the chosen mentees only (others 404). */
@ApiTags('mentoring')
@Controller('mentoring')
@UseGuards(AuthenticatedGuard)
export class ResourcesController {
  constructor(
    private readonly resources: ResourcesService,
    private readonly badges: BadgesService,
  ) {}

  @Get('resources')
  @ApiOperation({ summary: "The caller's resources (mentor) and those shared with the caller (mentee)" })
  list(@CurrentUser() me: SessionUser): Promise<ResourceView[]> {
    return this.resources.list(me);
  }

  @Post('resources')
  @UseGuards(MentorGuard)
  @ApiOperation({ summary: 'A mentor adds a link to the library' })
  create(@CurrentUser() me: SessionUser, @Body() dto: CreateLinkResourceDto): Promise<ResourceView> {
    return this.resources.createLink(me, dto);
  }

  @Get('resources/:id')
  @ApiOperation({ summary: 'One resource (owner or a mentee it is shared with)' })
  get(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<ResourceView> {
    return this.resources.get(me, id);
  }

  @Put('resources/:id/shares')
  @ApiOperation({ summary: 'The owner chooses the mentees (relationship ids) who see it' })
  share(@CurrentUser() me: SessionUser, @Param('id') id: string, @Body() dto: ShareResourceDto): Promise<ResourceView> {
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
