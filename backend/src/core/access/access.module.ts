import { Global, Module } from '@nestjs/common';
import { AdminActions } from './admin-actions';
import { AdminContactReads } from './admin-contact-reads';
import { ViewerAccessService } from './viewer-access.service';

/** Visibility, previews and the paywall: one service every area asks (registered once, global). */
@Global()
@Module({ providers: [ViewerAccessService, AdminContactReads, AdminActions], exports: [ViewerAccessService, AdminContactReads, AdminActions] })
export class AccessModule {}
