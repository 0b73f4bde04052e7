import { Body, Controller, Get, Param, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CreateAssessmentDto, CreateGoalDto, CreateMilestoneDto, UpdateMilestoneDto, type AssessmentView, type GoalView, type RelationshipSummary,
  type SessionUser,
} from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { GoalsService } from '../services/goals.service';
import { MentorProService } from '../services/mentor-pro.service';

/** Goals, milestones and assessments: the two sides of a relationship only (others 404). */
@ApiTags('mentoring')
@Controller('mentoring')
@UseGuards(AuthenticatedGuard)
export class ProgressController {
  constructor(
    private readonly goals: GoalsService,
    private readonly mentorPro: MentorProService,
  ) {}

  @Get('progress/relationships')
  @ApiOperation({ summary: "The caller's mentoring relationships, from either side" })
  relationships(@CurrentUser() me: SessionUser): Promise<RelationshipSummary[]> {
    return this.goals.relationships(me);
  }

  @Get('goals')
  @ApiOperation({ summary: "A relationship's goals with milestones and progress (query relationshipId)" })
  list(@CurrentUser() me: SessionUser, @Query('relationshipId') relationshipId = ''): Promise<GoalView[]> {
    return this.goals.goals(me, relationshipId);
  }

  @Post('goals')
  @ApiOperation({ summary: 'Add a goal to a relationship' })
  async create(@CurrentUser() me: SessionUser, @Body() dto: CreateGoalDto): Promise<GoalView> {
    await this.mentorPro.requireAsMentorOfRelationship(me, dto.relationshipId);
    return this.goals.createGoal(me, dto);
  }

  @Post('goals/:id/milestones')
  @ApiOperation({ summary: 'Add a milestone; answers the goal with its new progress' })
  async milestone(@CurrentUser() me: SessionUser, @Param('id') id: string, @Body() dto: CreateMilestoneDto): Promise<GoalView> {
    await this.mentorPro.requireAsMentorOfGoal(me, id);
    return this.goals.addMilestone(me, id, dto);
  }

  @Patch('milestones/:id')
  @ApiOperation({ summary: 'Complete or reopen a milestone; answers the goal with its new progress' })
  setMilestone(@CurrentUser() me: SessionUser, @Param('id') id: string, @Body() dto: UpdateMilestoneDto): Promise<GoalView> {
    return this.goals.setMilestone(me, id, dto.isCompleted);
  }

  @Get('assessments')
  @ApiOperation({ summary: "A relationship's assessments, newest first (query relationshipId)" })
  assessments(@CurrentUser() me: SessionUser, @Query('relationshipId') relationshipId = ''): Promise<AssessmentView[]> {
    return this.goals.assessments(me, relationshipId);
  }

  @Post('assessments')
  @ApiOperation({ summary: 'The mentor assesses a session: skill area, score out of 10, strengths, improvement areas, next steps' })
  async assess(@CurrentUser() me: SessionUser, @Body() dto: CreateAssessmentDto): Promise<AssessmentView> {
    await this.mentorPro.requireAsMentorOfRelationship(me, dto.relationshipId);
    return this.goals.createAssessment(me, dto);
  }
}
