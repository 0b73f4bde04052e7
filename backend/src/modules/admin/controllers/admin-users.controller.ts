import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AccountVerificationsQuery,
  AdminAuditQuery,
  AdminReasonDto,
  AdminUsersQuery,
  SuspendUserDto,
  VerifyAccountDto,
  type AdminAuditEntry,
  type AdminPage,
  type AdminUserDetail,
  type AdminUserSummary,
  type SessionUser,
} from '@fiji/contracts';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { AdminGuard } from '../guards/admin.guard';
import { AdminAuditService } from '../services/admin-audit.service';
import { AdminUsersService } from '../services/admin-users.service';

/** User management, account verification and the audit log (admin only). */
@ApiTags('admin')
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminUsersController {
  constructor(
    private readonly users: AdminUsersService,
    private readonly audit: AdminAuditService,
  ) {}

  @Get('users')
  @ApiOperation({ summary: 'Users by name or email, role and status (active, suspended, unverified); newest first, cursor paged' })
  list(@CurrentUser() me: SessionUser, @Query() query: AdminUsersQuery): Promise<AdminPage<AdminUserSummary>> {
    return this.users.list(me.id, query);
  }

  @Get('account-verifications')
  @ApiOperation({ summary: 'Unverified recruiting accounts and mentors, oldest first, cursor paged' })
  accountQueue(@CurrentUser() me: SessionUser, @Query() query: AccountVerificationsQuery): Promise<AdminPage<AdminUserSummary>> {
    return this.users.verificationQueue(me.id, query.cursor);
  }

  @Get('users/:id')
  @ApiOperation({ summary: 'The user panel: account, profile, plan, recent activity, reports, audit' })
  detail(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string): Promise<AdminUserDetail> {
    return this.users.detail(me.id, id);
  }

  @Post('users/:id/suspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Suspend with a reason: sessions end, sign-in refused, profile/highlights/listing hidden; mailed' })
  suspend(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: SuspendUserDto): Promise<AdminUserSummary> {
    return this.users.suspend(me.id, id, { reason: dto.reason, category: dto.category });
  }

  @Post('users/:id/unsuspend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Lift a suspension with a reason; mailed' })
  unsuspend(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: AdminReasonDto): Promise<AdminUserSummary> {
    return this.users.unsuspend(me.id, id, dto.reason);
  }

  @Post('users/:id/verify')
  @HttpCode(200)
  @ApiOperation({ summary: 'Verify a recruiting account or a mentor' })
  verify(@CurrentUser() me: SessionUser, @Param('id', ParseUUIDPipe) id: string, @Body() dto: VerifyAccountDto): Promise<AdminUserSummary> {
    return this.users.verifyAccount(me.id, id, dto.reason);
  }

  @Get('audit')
  @ApiOperation({ summary: 'The append-only audit log, newest first; filters actor, action, target; cursor paged' })
  auditLog(@Query() query: AdminAuditQuery): Promise<AdminPage<AdminAuditEntry>> {
    return this.audit.list(query);
  }
}
