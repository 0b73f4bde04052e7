import { Module } from '@nestjs/common';
import { LocalStorageService } from './local-storage.service';

/** Local-disk file storage; import it in the modules that keep files. */
@Module({ providers: [LocalStorageService], exports: [LocalStorageService] })
export class StorageModule {}
