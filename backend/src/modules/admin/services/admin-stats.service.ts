import { Injectable } from '@nestjs/common';
import type { AdminStats, AdminStatsCounts } from '@fiji/contracts';
import { PlayersService } from '../../player';
import { RecruitingStatsService } from '../../recruiting';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * The four live stat cards of the admin console, each with its change over 7 days: the count now minus
 * the count then (players and recruiter profiles that existed then, requests sent by then, profiles
 * pending at that moment).
 */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly players: PlayersService,
    private readonly recruiting: RecruitingStatsService,
  ) {}

  async stats(now: Date = new Date()): Promise<AdminStats> {
    const weekAgo = new Date(now.getTime() - WEEK_MS);
    const [current, then] = await Promise.all([this.counts(), this.counts(weekAgo)]);
    return {
      ...current,
      change7d: {
        totalPlayers: current.totalPlayers - then.totalPlayers,
        pendingVerifications: current.pendingVerifications - then.pendingVerifications,
        activeRecruiters: current.activeRecruiters - then.activeRecruiters,
        contactRequests: current.contactRequests - then.contactRequests,
      },
    };
  }

  private async counts(at?: Date): Promise<AdminStatsCounts> {
    const [totalPlayers, pendingVerifications, activeRecruiters, contactRequests] = await Promise.all([
      this.players.count(at),
      this.players.countPendingVerifications(at),
      this.recruiting.activeRecruiters(at),
      this.recruiting.contactRequestCount(at),
    ]);
    return { totalPlayers, pendingVerifications, activeRecruiters, contactRequests };
  }
}
