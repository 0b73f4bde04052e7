import { Global, Module } from '@nestjs/common';
import { AuthenticatedGuard } from './authenticated.guard';
import { RolesGuard } from './roles.guard';
import { SessionService } from './session.service';

/** Session store + the guards every area module uses. */
@Global()
@Module({ providers: [SessionService, AuthenticatedGuard, RolesGuard], exports: [SessionService, AuthenticatedGuard, RolesGuard] })
export class AuthCoreModule {}
