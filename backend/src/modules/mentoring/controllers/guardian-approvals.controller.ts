import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { GuardianApprovalView } from '@fiji/contracts';
import { GuardianApprovalsService } from '../services/guardian-approvals.service';

/** A guardian's Approve / Decline link (no account): what is asked, and the decision. 404 when invalid or expired. */
@ApiTags('mentoring')
@Controller('mentoring/guardian-approvals')
export class GuardianApprovalsController {
  constructor(private readonly approvals: GuardianApprovalsService) {}

  @Get(':token')
  @ApiOperation({ summary: 'What a guardian approval link asks' })
  show(@Param('token') token: string): Promise<GuardianApprovalView> {
    return this.approvals.view(token);
  }

  @Post(':token/approve')
  @HttpCode(200)
  @ApiOperation({ summary: "The guardian approves; answers where the guardian pays when there is something to pay" })
  approve(@Param('token') token: string): Promise<GuardianApprovalView> {
    return this.approvals.decide(token, 'approve');
  }

  @Post(':token/decline')
  @HttpCode(200)
  @ApiOperation({ summary: 'The guardian declines' })
  decline(@Param('token') token: string): Promise<GuardianApprovalView> {
    return this.approvals.decide(token, 'decline');
  }
}
