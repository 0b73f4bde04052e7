/** The recruiting module's public entry: its module class and the services and read models others may use. */
export { RecruitingModule } from './recruiting.module';
export { OrganizationsService, type FeaturedOrganization } from './services/organizations.service';
export { RecruitersService } from './services/recruiters.service';
export { ContactRequestsService } from './services/contact-requests.service';
export { RecruiterUsageService, type UsageCounter } from './services/recruiter-usage.service';
export { RecruitingStatsService } from './services/recruiting-stats.service';
export { RECRUITING_READ_MODELS } from './read-models';
