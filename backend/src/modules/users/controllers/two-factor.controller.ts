import { BadRequestException, Body, Controller, ForbiddenException, Get, Header, HttpCode, Post, Req, UnauthorizedException, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUTH_MESSAGES,
  ERROR_CODES,
  TwoFactorDisableDto,
  TwoFactorEnableDto,
  TwoFactorVerifyDto,
  type AuthUserResponse,
  type OkResponse,
  type SessionUser,
  type TwoFactorEnableResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatus,
} from '@fiji/contracts';
import type { Request } from 'express';
import { FunnelEvents } from '../../../core/analytics';
import { AuthenticatedGuard } from '../../../core/auth/authenticated.guard';
import { CurrentUser } from '../../../core/auth/current-user.decorator';
import { LoginThrottleService } from '../services/login-throttle.service';
import { PasswordService } from '../services/password.service';
import { logIn } from '../services/session-lifecycle';
import { toSessionUser } from '../services/session-user.mapper';
import { TwoFactorService } from '../services/two-factor.service';
import { UsersService } from '../services/users.service';
import { TWO_FACTOR_PENDING_MS } from '../guards/login.guards';

const notPending = () =>
  new UnauthorizedException({ statusCode: 401, code: ERROR_CODES.TWO_FACTOR_NOT_PENDING, message: 'Sign in with your password first' });
const wrongCode = () =>
  new UnauthorizedException({ statusCode: 401, code: ERROR_CODES.TWO_FACTOR_INVALID_CODE, message: 'That code is not right. Check the app and try again.' });

/**
 * Two-factor sign-in (TOTP with recovery codes): Profile Settings' "Setup 2FA" for every account, and
 * the login's second step. Every code guess goes through the login throttle (per account, any address).
 */
@ApiTags('auth')
@Controller('auth/2fa')
export class TwoFactorController {
  constructor(
    private readonly twoFactor: TwoFactorService,
    private readonly throttle: LoginThrottleService,
    private readonly users: UsersService,
    private readonly passwords: PasswordService,
    private readonly funnel: FunnelEvents,
  ) {}

  @Get()
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Whether two-factor sign-in is on, and how many recovery codes are left' })
  status(@CurrentUser() me: SessionUser): Promise<TwoFactorStatus> {
    return this.twoFactor.status(me.id);
  }

  @Post('setup')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A new TOTP secret: otpauth URI and QR code (SVG); off until confirmed with a code' })
  async setup(@CurrentUser() me: SessionUser): Promise<TwoFactorSetupResponse> {
    await this.assertNotDemo(me.id);
    return this.twoFactor.setup(me.id, me.email);
  }

  @Post('enable')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Confirm the setup with a code: two-factor on; answers the recovery codes once' })
  async enable(@CurrentUser() me: SessionUser, @Body() dto: TwoFactorEnableDto, @Req() req: Request): Promise<TwoFactorEnableResponse> {
    const reservation = await this.throttle.reserveCode(req.ip ?? 'unknown', me.id, retryAfter(req));
    const result = await this.twoFactor.enable(me.id, dto.code);
    await this.throttle.succeeded(reservation);
    return result;
  }

  @Post('disable')
  @HttpCode(200)
  @UseGuards(AuthenticatedGuard)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Turn two-factor off with a current code or the account password' })
  async disable(@CurrentUser() me: SessionUser, @Body() dto: TwoFactorDisableDto, @Req() req: Request): Promise<OkResponse> {
    await this.assertNotDemo(me.id);
    if (!(await this.twoFactor.status(me.id)).enabled) {
      throw new BadRequestException({ statusCode: 400, code: ERROR_CODES.TWO_FACTOR_NOT_ENABLED, message: 'Two-factor sign-in is not on' });
    }
    const reservation = await this.throttle.reserveCode(req.ip ?? 'unknown', me.id, retryAfter(req));
    const ok =
      dto.code !== undefined
        ? await this.twoFactor.checkCode(me.id, dto.code)
        : await this.passwords.verify(await this.users.passwordHashOf(me.id), dto.password ?? '');
    if (!ok) {
      if (dto.code !== undefined) throw wrongCode();
      throw new BadRequestException({ statusCode: 400, message: [AUTH_MESSAGES.wrongPassword], errors: { password: AUTH_MESSAGES.wrongPassword } });
    }
    await this.throttle.succeeded(reservation);
    await this.twoFactor.disable(me.id);
    return { ok: true };
  }

  @Post('verify')
  @HttpCode(200)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The login's second step: {code} or {recoveryCode} after POST /api/auth/login answered {twoFactorRequired: true}" })
  async verify(@Body() dto: TwoFactorVerifyDto, @Req() req: Request): Promise<AuthUserResponse> {
    const pending = req.session?.twoFactorPending;
    if (!pending || pending.startedAt + TWO_FACTOR_PENDING_MS < Date.now()) throw notPending();
    const reservation = await this.throttle.reserveCode(req.ip ?? 'unknown', pending.userId, retryAfter(req));
    const user = await this.users.findById(pending.userId);
    if (!user || user.suspendedAt || !user.twoFactorEnabledAt) throw notPending();
    const ok =
      dto.code !== undefined
        ? await this.twoFactor.checkCode(user.id, dto.code)
        : await this.twoFactor.useRecoveryCode(user.id, dto.recoveryCode ?? '');
    if (!ok) throw wrongCode();
    await this.throttle.succeeded(reservation);
    const sessionUser = toSessionUser(user);
    await logIn(req, sessionUser); // a new session id, without the pending marker
    await this.funnel.record('signin', user.id, { role: user.role, twoFactor: true });
    return { user: sessionUser };
  }

  /** Demo accounts are shared by every visitor: one turning 2FA on or off would lock the others out. */
  private async assertNotDemo(userId: string): Promise<void> {
    const user = await this.users.findById(userId);
    if (user?.isDemo) throw new ForbiddenException({ statusCode: 403, code: ERROR_CODES.DEMO_ACCOUNT_LOCKED, message: AUTH_MESSAGES.demoAccountLocked });
  }
}

const retryAfter = (req: Request) => (seconds: number) => req.res?.setHeader('Retry-After', String(seconds));
