import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ERROR_CODES } from '@fiji/contracts';
import { HealthService, type Health } from '../services/health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: "{status:'ok', database:'up', queue:'up'|'in-process'}; 503 (code SERVICE_UNAVAILABLE, requestId) when a dependency is down" })
  async check(@Res({ passthrough: true }) res: Response): Promise<Health | (Health & { code: string })> {
    const h = await this.health.check();
    res.setHeader('Cache-Control', 'no-store');
    if (h.status === 'ok') return h;
    // Like every error body: a stable code, and the request id (added by the request log middleware).
    res.status(503);
    return { ...h, code: ERROR_CODES.SERVICE_UNAVAILABLE };
  }
}
