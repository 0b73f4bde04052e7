import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  MENTOR_MESSAGES,
  MentorSlotsQueryDto,
  MentorsQueryDto,
  UpdateAvailabilityDto,
  UpdateMentorProfileDto,
  type MentorDetail,
  type MentorOwnProfile,
  type MentorSlotsResponse,
  type MentorsPage,
  type SessionUser,
} from '@fiji/contracts';
import { ViewerAccessService } from '../../../core/access';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { EntitlementsService } from '../../billing';
import { MentorGuard } from '../guards/mentor.guard';
import { MentorsService } from '../services/mentors.service';
import { MentorSlotsService } from '../services/slots.service';

@ApiTags('mentoring')
@Controller('mentors')
export class MentorsController {
  constructor(
    private readonly mentors: MentorsService,
    private readonly slots: MentorSlotsService,
    private readonly access: ViewerAccessService,
    private readonly entitlements: EntitlementsService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Listed mentors (/mentoring): filters, sort, cursor paging; rate range and verified-only need a paid plan' })
  async list(@Query() query: MentorsQueryDto, @CurrentUser() me?: SessionUser): Promise<MentorsPage> {
    if (query.minRate !== undefined || query.maxRate !== undefined || query.verified === true) {
      this.entitlements.require(await this.access.viewer(me), 'fullProfiles', MENTOR_MESSAGES.advancedFilters);
    }
    return this.mentors.list(query);
  }

  @Get('me')
  @UseGuards(MentorGuard)
  @ApiOperation({ summary: "The signed-in mentor's own profile and availability, with what setup still misses" })
  me(@CurrentUser() me: SessionUser): Promise<MentorOwnProfile> {
    return this.mentors.me(me.id);
  }

  @Put('me')
  @UseGuards(MentorGuard)
  @ApiOperation({ summary: "Update the signed-in mentor's profile (partial)" })
  updateMe(@CurrentUser() me: SessionUser, @Body() dto: UpdateMentorProfileDto): Promise<MentorOwnProfile> {
    return this.mentors.updateMe(me.id, dto);
  }

  @Put('me/availability')
  @UseGuards(MentorGuard)
  @ApiOperation({ summary: "Replace the signed-in mentor's availability: zone, weekly windows, overrides, buffer, notice, lengths" })
  updateAvailability(@CurrentUser() me: SessionUser, @Body() dto: UpdateAvailabilityDto): Promise<MentorOwnProfile> {
    return this.mentors.updateAvailability(me.id, dto);
  }

  @Get(':id')
  @ApiOperation({ summary: "A listed mentor's page: profile and reviews summary (404 when not listed)" })
  detail(@Param('id', ParseUUIDPipe) id: string, @CurrentUser() me?: SessionUser): Promise<MentorDetail> {
    return this.mentors.detail(id, me?.id ?? null);
  }

  @Get(':id/slots')
  @ApiOperation({ summary: "A listed mentor's open slots (UTC instants) between two dates read in tz" })
  async slotsOf(@Param('id', ParseUUIDPipe) id: string, @Query() query: MentorSlotsQueryDto, @CurrentUser() me?: SessionUser): Promise<MentorSlotsResponse> {
    const mentor = await this.mentors.visibleMentor(id, me?.id ?? null);
    return this.slots.slotsFor(mentor, query);
  }
}
