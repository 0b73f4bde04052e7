import { Global, Module } from '@nestjs/common';
import { ViewerAccessService } from './viewer-access.service';

/** Visibility, previews and the paywall: one service every area asks (registered once, global). */
@Global()
@Module({ providers: [ViewerAccessService], exports: [ViewerAccessService] })
export class AccessModule {}
