/** The recruiting module's public entry: its module class and the services others may call. */
export { RecruitingModule } from './recruiting.module';
export { OrganizationsService, type FeaturedOrganization } from './services/organizations.service';
export { RecruitersService } from './services/recruiters.service';
export { RecruitingStatsService } from './services/recruiting-stats.service';
