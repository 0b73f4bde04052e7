import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ActivitiesModule } from '../activities';
import { AccountController } from './controllers/account.controller';
import { AuthController } from './controllers/auth.controller';
import { TwoFactorController } from './controllers/two-factor.controller';
import { HttpSession } from './entities/http-session.entity';
import { UserRecoveryCode, UserTwoFactor } from './entities/two-factor.entity';
import { User } from './entities/user.entity';
import { AuthService } from './services/auth.service';
import { LoginThrottleService } from './services/login-throttle.service';
import { PasswordService } from './services/password.service';
import { TwoFactorService } from './services/two-factor.service';
import { UsersService } from './services/users.service';
import { DemoLocalStrategy, LocalStrategy } from './strategies/local.strategies';
import { SessionSerializer } from './strategies/session.serializer';

/** Accounts and sign-in: sessions in PostgreSQL, passport-local, argon2id, login throttling. */
@Module({
  imports: [TypeOrmModule.forFeature([User, HttpSession, UserTwoFactor, UserRecoveryCode]), PassportModule.register({ session: true }), ActivitiesModule],
  controllers: [AuthController, AccountController, TwoFactorController],
  providers: [UsersService, PasswordService, LoginThrottleService, AuthService, TwoFactorService, LocalStrategy, DemoLocalStrategy, SessionSerializer],
  exports: [UsersService, PasswordService],
})
export class UsersModule {}
