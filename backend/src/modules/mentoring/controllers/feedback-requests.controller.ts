import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnswerFeedbackDto, CreateFeedbackRequestDto, type FeedbackRequestView, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { roleGuard } from '../../../core/auth/role.guard-factory';
import { MentorGuard } from '../guards/mentor.guard';
import { FeedbackRequestsService } from '../services/feedback-requests.service';

const PlayerOnly = roleGuard(['player'], 'Only players ask for highlight feedback.');

@ApiTags('mentoring')
@Controller('mentoring/feedback-requests')
@UseGuards(AuthenticatedGuard)
export class FeedbackRequestsController {
  constructor(private readonly feedback: FeedbackRequestsService) {}

  @Post()
  @UseGuards(PlayerOnly)
  @ApiOperation({ summary: 'Ask a mentor for feedback on one of your highlights; answers the add-on checkout to pay next (a minor waits for the guardian)' })
  create(@CurrentUser() me: SessionUser, @Body() dto: CreateFeedbackRequestDto): Promise<FeedbackRequestView> {
    return this.feedback.create(me, dto);
  }

  @Get()
  @ApiOperation({ summary: "The caller's feedback requests: role=player (asked) or role=mentor (to answer)" })
  list(@CurrentUser() me: SessionUser, @Query('role') role?: string): Promise<FeedbackRequestView[]> {
    return this.feedback.list(me, role === 'mentor' ? 'mentor' : 'player');
  }

  @Get(':id')
  @ApiOperation({ summary: 'One feedback request (its player, or its mentor once paid); 404 otherwise' })
  get(@CurrentUser() me: SessionUser, @Param('id') id: string): Promise<FeedbackRequestView> {
    return this.feedback.view(me, id);
  }

  @Post(':id/answer')
  @UseGuards(MentorGuard)
  @ApiOperation({ summary: 'The mentor answers within 72 hours: written feedback, time-coded comments, rating 1-5' })
  answer(@CurrentUser() me: SessionUser, @Param('id') id: string, @Body() dto: AnswerFeedbackDto): Promise<FeedbackRequestView> {
    return this.feedback.answer(me, id, dto);
  }
}
