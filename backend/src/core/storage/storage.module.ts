import { Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { FileStore } from './file-store';
import { LocalStorageService } from './local-storage.service';
import { S3FileStore } from './s3-file-store';

/**
 * File storage; import it in the modules that keep files. FileStore (finished files) is chosen once
 * at boot: an S3-compatible bucket when S3_BUCKET is set, else this host's disk. LocalStorageService
 * is always this host's disk: scratch folders and unfinished uploads.
 */
@Module({
  providers: [
    LocalStorageService,
    {
      provide: FileStore,
      useFactory: (config: AppConfig, local: LocalStorageService): FileStore => (config.s3 ? new S3FileStore(config.s3) : local),
      inject: [AppConfig, LocalStorageService],
    },
  ],
  exports: [LocalStorageService, FileStore],
})
export class StorageModule {}
