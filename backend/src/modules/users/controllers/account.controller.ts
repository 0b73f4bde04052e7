import { BadRequestException, Body, Controller, Delete, ForbiddenException, Get, HttpCode, Patch, Post, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUTH_MESSAGES,
  ERROR_CODES,
  ChangePasswordDto,
  DeleteAccountDto,
  NotificationPreferencesDto,
  UpdateAccountDto,
  type AuthUserResponse,
  type NotificationPreferences,
  type OkResponse,
  type SessionUser,
} from '@fiji/contracts';
import type { Request, Response } from 'express';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { ActivitiesService } from '../../activities';
import { PasswordService } from '../services/password.service';
import { endSession } from '../services/session-lifecycle';
import { toSessionUser } from '../services/session-user.mapper';
import { UsersService } from '../services/users.service';

/**
 * Profile Settings: account details, password, deletion, notification preferences.
 * The demo and seeded accounts (users.is_demo) are shared by every visitor of the demo portal and
 * their passwords are public: their details, password and existence cannot be changed (403), or one
 * visitor could lock everyone else out. Notification preferences stay editable.
 */
@ApiTags('account')
@Controller('account')
@UseGuards(AuthenticatedGuard)
export class AccountController {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly activities: ActivitiesService,
  ) {}

  @Patch()
  @ApiOperation({ summary: 'Edit Account Details: {firstName, lastName, email, phone}' })
  async update(@CurrentUser() me: SessionUser, @Body() dto: UpdateAccountDto): Promise<AuthUserResponse> {
    await this.assertNotDemo(me.id);
    const user = await this.users.updateAccount(me.id, dto);
    await this.activities.record(me.id, { type: 'other', title: 'Account details updated', description: null });
    return { user: toSessionUser(user) };
  }

  @Post('password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change Password: {currentPassword, newPassword}; ends the other sessions' })
  async changePassword(@CurrentUser() me: SessionUser, @Body() dto: ChangePasswordDto, @Req() req: Request): Promise<OkResponse> {
    await this.assertNotDemo(me.id);
    await this.assertPassword(me.id, dto.currentPassword, 'currentPassword', AUTH_MESSAGES.wrongPassword);
    await this.users.setPasswordHash(me.id, await this.passwords.hash(dto.newPassword));
    await this.users.endSessions(me.id, req.sessionID);
    await this.activities.record(me.id, { type: 'other', title: 'Password changed', description: null });
    return { ok: true };
  }

  @Delete()
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete Account: {password}; removes the user data and ends every session' })
  async remove(
    @CurrentUser() me: SessionUser,
    @Body() dto: DeleteAccountDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OkResponse> {
    await this.assertNotDemo(me.id);
    await this.assertPassword(me.id, dto.password, 'password', 'Password is incorrect');
    await this.users.delete(me.id);
    await endSession(req, res);
    return { ok: true };
  }

  @Get('notification-preferences')
  @ApiOperation({ summary: 'Email Notifications, New Messages, Profile Views (defaults on, on, off)' })
  preferences(@CurrentUser() me: SessionUser): Promise<NotificationPreferences> {
    return this.users.preferences(me.id);
  }

  @Put('notification-preferences')
  @ApiOperation({ summary: 'Save the notification preferences' })
  setPreferences(@CurrentUser() me: SessionUser, @Body() dto: NotificationPreferencesDto): Promise<NotificationPreferences> {
    return this.users.setPreferences(me.id, dto);
  }

  private async assertNotDemo(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (user?.isDemo) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.DEMO_ACCOUNT_LOCKED, message: AUTH_MESSAGES.demoAccountLocked });
  }

  private async assertPassword(userId: string, password: string, field: string, message: string): Promise<void> {
    const ok = await this.passwords.verify(await this.users.passwordHashOf(userId), password);
    if (!ok) throw new BadRequestException({ statusCode: 400, message: [message], errors: { [field]: message } });
  }
}
