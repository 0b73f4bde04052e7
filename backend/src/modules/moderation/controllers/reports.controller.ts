import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { AppealDto, CreateReportDto, type CreateReportResponse, type OwnerCaseView, type SessionUser } from '@fiji/contracts';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { ReportsService } from '../services/reports.service';

/** Reporting an item and appealing a decision (docs/admin.md, "Moderation"): any signed-in user. */
@ApiTags('moderation')
@Controller('reports')
@UseGuards(AuthenticatedGuard)
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Post()
  @ApiOperation({ summary: 'Report a player profile, highlight, mentor profile or received contact request; joins the open case of the same item' })
  create(@CurrentUser() me: SessionUser, @Body() dto: CreateReportDto): Promise<CreateReportResponse> {
    return this.reports.report(me, dto);
  }

  @Get('cases/:caseId')
  @ApiOperation({ summary: 'A decision about my content, with whether I may still appeal (owner only)' })
  ownerView(@CurrentUser() me: SessionUser, @Param('caseId', ParseUUIDPipe) caseId: string): Promise<OwnerCaseView> {
    return this.reports.ownerView(me, caseId);
  }

  @Post('cases/:caseId/appeal')
  @HttpCode(200)
  @ApiOperation({ summary: 'Appeal a hide or suspension once, within 20 days (owner only); the case returns to the queue' })
  appeal(@CurrentUser() me: SessionUser, @Param('caseId', ParseUUIDPipe) caseId: string, @Body() dto: AppealDto): Promise<OwnerCaseView> {
    return this.reports.appeal(me, caseId, dto.text);
  }
}
