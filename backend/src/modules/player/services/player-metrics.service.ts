import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { PlayerMetricResponse, SessionUser } from '@fiji/contracts';
import { Repository } from 'typeorm';
import { PlayerMetric } from '../entities/player-metric.entity';
import { PlayerProfileService } from './player-profile.service';

interface MetricRow {
  metric: string;
  value: string;
  unit: string | null;
  measured_at: Date;
  previous_value: string | null;
}

/** Measured results (sprint, fitness tests) on a profile: the latest value of each, with the one before. */
@Injectable()
export class PlayerMetricsService {
  constructor(
    @InjectRepository(PlayerMetric) private readonly metrics: Repository<PlayerMetric>,
    private readonly profiles: PlayerProfileService,
  ) {}

  async latestFor(playerIdOrMe: string, user: SessionUser): Promise<PlayerMetricResponse[]> {
    const player = await this.profiles.visiblePlayer(playerIdOrMe, await this.profiles.viewerOf(user));
    const rows: MetricRow[] = await this.metrics.query(
      `SELECT metric, value, unit, measured_at, previous_value FROM (
         SELECT metric, value, unit, measured_at,
                lead(value) OVER (PARTITION BY metric ORDER BY measured_at DESC, id) AS previous_value,
                row_number() OVER (PARTITION BY metric ORDER BY measured_at DESC, id) AS n
           FROM player_metrics WHERE player_id = $1) m
        WHERE n = 1
        ORDER BY measured_at DESC, metric`,
      [player.id],
    );
    return rows.map((r) => ({
      metric: r.metric,
      value: Number(r.value),
      unit: r.unit,
      measuredAt: r.measured_at.toISOString(),
      previousValue: r.previous_value === null ? null : Number(r.previous_value),
    }));
  }
}
