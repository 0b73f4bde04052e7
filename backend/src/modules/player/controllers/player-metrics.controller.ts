import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PlayerMetricResponse, SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { PlayerMetricsService } from '../services/player-metrics.service';

@ApiTags('players')
@Controller('players')
@UseGuards(AuthenticatedGuard)
export class PlayerMetricsController {
  constructor(private readonly metrics: PlayerMetricsService) {}

  @Get(':id/metrics')
  @ApiOperation({ summary: "A profile's measured results, latest of each (404 when the profile is not visible)" })
  list(@Param('id') id: string, @CurrentUser() me: SessionUser): Promise<PlayerMetricResponse[]> {
    return this.metrics.latestFor(id, me);
  }
}
