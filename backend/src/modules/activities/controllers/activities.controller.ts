import { Controller, Get, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { ActivitiesService, type ActivityItem } from '../services/activities.service';

@ApiTags('activities')
@Controller('activities')
@UseGuards(AuthenticatedGuard)
export class ActivitiesController {
  constructor(private readonly activities: ActivitiesService) {}

  @Get()
  @ApiOperation({ summary: 'Recent activity of the signed-in user, newest first (at most 20)' })
  list(@CurrentUser() me: SessionUser): Promise<ActivityItem[]> {
    return this.activities.recent(me.id);
  }
}
