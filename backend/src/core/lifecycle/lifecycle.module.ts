import { Global, Module } from '@nestjs/common';
import { AccountDeletionService } from './account-deletion.service';

@Global()
@Module({ providers: [AccountDeletionService], exports: [AccountDeletionService] })
export class LifecycleModule {}
