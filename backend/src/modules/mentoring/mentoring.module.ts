import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MentorsController } from './controllers/mentors.controller';
import { Mentor } from './entities/mentor.entity';
import { MentorsService } from './services/mentors.service';
import { FeedbackRequestsService } from './services/feedback-requests.service';

/** Mentoring area (mf-mentoring's back end): mentors, sessions, bookings. */
@Module({
  imports: [TypeOrmModule.forFeature([Mentor])],
  controllers: [MentorsController],
  providers: [MentorsService, FeedbackRequestsService],
  exports: [MentorsService, FeedbackRequestsService],
})
export class MentoringModule {}
