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
    // Sequential on purpose: the embedded database runs one query at a time anyway.
    const totalPlayers = await this.players.count();
    const pendingVerifications = await this.players.countPendingVerifications();
    const activeRecruiters = await this.recruiting.activeRecruiters();
    const contactRequests = await this.recruiting.contactRequestCount();
    return { totalPlayers, pendingVerifications, activeRecruiters, contactRequests };
  }
}
