import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FeedbackController } from './controllers/feedback.controller';
import { BetaFeedback } from './entities/beta-feedback.entity';
import { ContactSubmission } from './entities/contact-submission.entity';
import { ContactMailJob } from './jobs/contact-mail.job';
import { BetaFeedbackService } from './services/beta-feedback.service';
import { ContactService } from './services/contact.service';

@Module({
  imports: [TypeOrmModule.forFeature([ContactSubmission, BetaFeedback])],
  controllers: [FeedbackController],
  providers: [ContactService, BetaFeedbackService, ContactMailJob],
})
export class FeedbackModule {}
