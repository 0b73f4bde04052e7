import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { BetaFeedbackDto } from '@fiji/contracts';
import { Repository } from 'typeorm';
import { BetaFeedback } from '../entities/beta-feedback.entity';

@Injectable()
export class BetaFeedbackService {
  constructor(@InjectRepository(BetaFeedback) private readonly feedback: Repository<BetaFeedback>) {}

  async submit(dto: BetaFeedbackDto, userId: string | null): Promise<BetaFeedback> {
    return this.feedback.save(
      this.feedback.create({
        userId,
        userType: dto.userType,
        overallRating: dto.overallRating,
        easeOfUse: dto.easeOfUse,
        featureCompleteness: dto.featureCompleteness,
        mostUsefulFeature: dto.mostUsefulFeature ?? null,
        leastUsefulFeature: dto.leastUsefulFeature ?? null,
        missingFeatures: dto.missingFeatures ?? null,
        bugReports: dto.bugReports ?? null,
        suggestions: dto.suggestions ?? null,
        contactEmail: dto.contactEmail ?? null,
        wouldRecommend: dto.wouldRecommend,
        additionalComments: dto.additionalComments ?? null,
      }),
    );
  }
}
