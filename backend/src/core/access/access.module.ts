import { Global, Module } from '@nestjs/common';
import { AdminContactReads } from './admin-contact-reads';
import { ViewerAccessService } from './viewer-access.service';

/** Visibility, previews and the paywall: one service every area asks (registered once, global). */
@Global()
@Module({ providers: [ViewerAccessService, AdminContactReads], exports: [ViewerAccessService, AdminContactReads] })
export class AccessModule {}
