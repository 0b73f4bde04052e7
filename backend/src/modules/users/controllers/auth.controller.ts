import { Body, Controller, Get, HttpCode, Post, Req, Res, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DEMO_ACCOUNTS,
  SignupDto,
  isMinor,
  type AuthUserResponse,
  type DemoAccount,
  type OkResponse,
  type SessionUser,
  type TwoFactorChallenge,
} from '@fiji/contracts';
import type { Request, Response } from 'express';
import { ActivitiesService } from '../../activities';
import { DemoLoginGuard, LoginGuard } from '../guards/login.guards';
import { PasswordService } from '../services/password.service';
import { endSession, logIn } from '../services/session-lifecycle';
import { toSessionUser } from '../services/session-user.mapper';
import { UsersService } from '../services/users.service';
import { RATE_LIMITS, RateLimit } from '../../../core/rate-limit';
import { AppConfig } from '../../../core/config/app-config';
import { FunnelEvents } from '../../../core/analytics';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly activities: ActivitiesService,
    private readonly config: AppConfig,
    private readonly funnel: FunnelEvents,
  ) {}

  @Get('user')
  @ApiOperation({ summary: 'The signed-in user, or 401' })
  user(@Req() req: Request): SessionUser {
    if (!req.isAuthenticated() || !req.user) throw new UnauthorizedException('Unauthorized');
    return req.user as SessionUser;
  }

  @Post('demo-login')
  @HttpCode(200)
  @UseGuards(DemoLoginGuard)
  @ApiOperation({ summary: 'Sign in from the demo portal: {username (email), password}' })
  demoLogin(@Req() req: Request): Promise<AuthUserResponse | TwoFactorChallenge> {
    return this.signedInOrChallenged(req);
  }

  @Post('demo-logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out and destroy the server-side session' })
  async demoLogout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
    await endSession(req, res);
    return { ok: true };
  }

  @Get('demo-accounts')
  @ApiOperation({ summary: 'The five demo portal accounts' })
  demoAccounts(): readonly DemoAccount[] {
    return this.config.demoLogin ? DEMO_ACCOUNTS : [];
  }

  @Post('signup')
  @HttpCode(201)
  @RateLimit(RATE_LIMITS.signup)
  @ApiOperation({ summary: 'Create an account (16+; under 18 needs a guardian email and consent) and sign in' })
  async signup(@Body() dto: SignupDto, @Req() req: Request): Promise<AuthUserResponse> {
    const hash = await this.passwords.hash(dto.password);
    const created = await this.users.create(dto, hash, isMinor(dto.dob));
    const user = toSessionUser(created);
    await logIn(req, user);
    await this.activities.record(user.id, { type: 'other', title: 'Account created', description: 'Welcome to the rugby talent network for Fiji.' });
    await this.funnel.record('signup', user.id, { role: user.role });
    return { user };
  }

  @Post('login')
  @HttpCode(200)
  @UseGuards(LoginGuard)
  @ApiOperation({ summary: 'Sign in: {email, password}; 429 when throttled; {twoFactorRequired: true} when a code must follow (POST /api/auth/2fa/verify)' })
  login(@Req() req: Request): Promise<AuthUserResponse | TwoFactorChallenge> {
    return this.signedInOrChallenged(req);
  }

  /** Signed in (counted as active for analytics), or the right password of an account whose code must follow. */
  private async signedInOrChallenged(req: Request): Promise<AuthUserResponse | TwoFactorChallenge> {
    if (!req.user) return { twoFactorRequired: true };
    const user = req.user as SessionUser;
    await this.funnel.record('signin', user.id, { role: user.role });
    return { user };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out and destroy the server-side session' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<OkResponse> {
    await endSession(req, res);
    return { ok: true };
  }
}
