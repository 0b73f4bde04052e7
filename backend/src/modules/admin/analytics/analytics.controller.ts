import { Controller, Get, Header, Query, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnalyticsQueryDto, type AnalyticsSeries } from '@fiji/contracts';
import type { Response } from 'express';
import { AdminGuard } from '../guards/admin.guard';
import { AnalyticsService } from './analytics.service';

/** Platform Analytics (admin only, docs/admin.md "Analytics"). */
@ApiTags('admin')
@Controller('admin/analytics')
@UseGuards(AdminGuard)
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'One metric as a daily series over 7, 30 or 90 days; format=csv downloads it' })
  async series(@Query() query: AnalyticsQueryDto, @Res({ passthrough: true }) res: Response): Promise<AnalyticsSeries | string> {
    const series = await this.analytics.series(query.metric, query.days ?? 30);
    if (query.format !== 'csv') return series;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${series.metric}-${series.days}d.csv"`);
    return this.analytics.toCsv(series);
  }
}
