import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from '../activities';
import { BillingModule } from '../billing';
import { NotificationsModule } from '../notifications';
import { ContactRequestsController } from './controllers/contact-requests.controller';
import { OrganizationsController } from './controllers/organizations.controller';
import { WatchlistsController } from './controllers/watchlists.controller';
import { PlayerSearchController } from './controllers/player-search.controller';
import { SavedSearchController } from './controllers/saved-search.controller';
import { SavedSearchEntity } from './entities/saved-search.entity';
import { ContactRequest } from './entities/contact-request.entity';
import { Org } from './entities/org.entity';
import { Recruiter } from './entities/recruiter.entity';
import { WatchlistItem } from './entities/watchlist-item.entity';
import { Watchlist } from './entities/watchlist.entity';
import { GuardianContactMailJob } from './jobs/guardian-contact-mail.job';
import { ContactRequestsService } from './services/contact-requests.service';
import { OrganizationsService } from './services/organizations.service';
import { PlayerSearchService } from './services/player-search.service';
import { SavedSearchService } from './services/saved-search.service';
import { SearchExportService } from './services/search-export.service';
import { RecruiterContactsService } from './services/recruiter-contacts.service';
import { RecruitersService } from './services/recruiters.service';
import { RecruiterUsageService } from './services/recruiter-usage.service';
import { SavedSearchRetentionService } from './services/saved-search-retention.service';
import { RecruitingPlayersService } from './services/recruiting-players.service';
import { RecruitingStatsService } from './services/recruiting-stats.service';
import { WatchlistsService } from './services/watchlists.service';

/** Recruiting area (mf-recruiting's back end): organisations, search, watchlists, contact requests. */
@Module({
  imports: [TypeOrmModule.forFeature([Org, Recruiter, ContactRequest, SavedSearchEntity, Watchlist, WatchlistItem]), NotificationsModule, ActivitiesModule, BillingModule],
  controllers: [OrganizationsController, ContactRequestsController, WatchlistsController, PlayerSearchController, SavedSearchController],
  providers: [OrganizationsService, RecruitingStatsService, PlayerSearchService, SearchExportService, SavedSearchService,
    RecruitingPlayersService, ContactRequestsService, RecruiterContactsService, WatchlistsService, GuardianContactMailJob, RecruitersService, RecruiterUsageService, SavedSearchRetentionService],
  exports: [OrganizationsService, RecruitingStatsService, RecruitersService, RecruiterUsageService, ContactRequestsService],
})
export class RecruitingModule {}
