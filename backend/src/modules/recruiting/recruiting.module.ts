import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OrganizationsController } from './controllers/organizations.controller';
import { ContactRequest } from './entities/contact-request.entity';
import { Org } from './entities/org.entity';
import { Recruiter } from './entities/recruiter.entity';
import { OrganizationsService } from './services/organizations.service';
import { RecruitingStatsService } from './services/recruiting-stats.service';

/** Recruiting area (mf-recruiting's back end): organisations, search, watchlists, contact requests. */
@Module({
  imports: [TypeOrmModule.forFeature([Org, Recruiter, ContactRequest])],
  controllers: [OrganizationsController],
  providers: [OrganizationsService, RecruitingStatsService],
  exports: [OrganizationsService, RecruitingStatsService],
})
export class RecruitingModule {}
