import { Injectable, OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AccountDeletionService } from '../../../core/lifecycle';
import { JobsService } from '../../../core/queue/jobs.service';
import { FileStore, LocalStorageService } from '../../../core/storage';
import { mediaFolderKey, partialFileKey, uploadFileKey } from '../services/media-storage-keys';
import { pictureFolderKey } from '../services/profile-picture-urls';

/**
 * A deleted account's files (uploads, processed media, profile pictures) go with it. The keys are
 * collected before the rows cascade away; removal is a durable job (media.purge), so files are not
 * left behind when the server stops halfway. Deleting missing files is a no-op: safe to re-run.
 */
@Injectable()
export class MediaPurgeJob implements OnModuleInit {
  constructor(
    private readonly jobs: JobsService,
    private readonly storage: FileStore,
    private readonly scratch: LocalStorageService,
    private readonly deletion: AccountDeletionService,
    private readonly db: DataSource,
  ) {}

  onModuleInit(): void {
    this.jobs.register('media.purge', ({ files, folders }) => this.purge(files, folders), { attempts: 5, durable: true });
    this.deletion.onAccountDeletion(async (userId) => {
      const { files, folders } = await this.storedFilesOf(userId);
      if (files.length + folders.length === 0) return;
      return async () => {
        await this.jobs.enqueue('media.purge', { files, folders });
      };
    });
  }

  private async storedFilesOf(userId: string): Promise<{ files: string[]; folders: string[] }> {
    const uploads: { id: string }[] = await this.db.query(`SELECT id FROM uploads WHERE user_id = $1`, [userId]);
    const highlights: { id: string }[] = await this.db.query(
      `SELECT h.id FROM highlights h JOIN players p ON p.id = h.player_id WHERE p.user_id = $1`,
      [userId],
    );
    const players: { id: string }[] = await this.db.query(`SELECT id FROM players WHERE user_id = $1`, [userId]);
    return {
      files: uploads.flatMap((u) => [uploadFileKey(u.id), partialFileKey(u.id)]),
      folders: [...highlights.map((h) => mediaFolderKey(h.id)), ...players.map((p) => pictureFolderKey(p.id))],
    };
  }

  private async purge(files: string[], folders: string[]): Promise<void> {
    for (const key of files) {
      await this.storage.delete(key);
      if (this.scratch !== this.storage) await this.scratch.delete(key); // a partial upload is staged on local disk
    }
    for (const prefix of folders) await this.storage.deleteFolder(prefix);
  }
}
