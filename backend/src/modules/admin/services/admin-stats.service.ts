import { Injectable } from '@nestjs/common';
import { PlayersService } from '../../player';
import { RecruitingStatsService } from '../../recruiting';

export interface AdminStats {
  totalPlayers: number;
  pendingVerifications: number;
  activeRecruiters: number;
  contactRequests: number;
}

/** The four live stat cards of the admin console (docs/decisions.md). */
@Injectable()
export class AdminStatsService {
  constructor(
    private readonly players: PlayersService,
    private readonly recruiting: RecruitingStatsService,
  ) {}

  async stats(): Promise<AdminStats> {
    const [totalPlayers, pendingVerifications, activeRecruiters, contactRequests] = await Promise.all([
      this.players.count(),
      this.players.countPendingVerifications(),
      this.recruiting.activeRecruiters(),
      this.recruiting.contactRequestCount(),
    ]);
    return { totalPlayers, pendingVerifications, activeRecruiters, contactRequests };
  }
}
