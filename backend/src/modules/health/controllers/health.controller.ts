import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthService, type Health } from '../services/health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: "{status:'ok', database:'up', queue:'up'|'in-process'}; 503 when a dependency is down" })
  async check(@Res({ passthrough: true }) res: Response): Promise<Health> {
    const h = await this.health.check();
    res.setHeader('Cache-Control', 'no-store');
    if (h.status !== 'ok') res.status(503);
    return h;
  }
}
