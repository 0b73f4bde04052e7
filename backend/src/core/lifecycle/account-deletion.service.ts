import { Injectable } from '@nestjs/common';

/**
 * Called before an account's rows are deleted; may return work to run after the delete succeeded
 * (e.g. removing the files the database rows pointed to). Lets the users module delete an account
 * without knowing what other modules keep outside the database.
 */
export type AccountDeletionHook = (userId: string) => Promise<(() => Promise<void>) | void>;

@Injectable()
export class AccountDeletionService {
  private readonly hooks: AccountDeletionHook[] = [];

  onAccountDeletion(hook: AccountDeletionHook): void {
    this.hooks.push(hook);
  }

  /** Collects each module's after-work, runs `deleteRows`, then the after-work (only if it succeeded). */
  async deleteAccount(userId: string, deleteRows: () => Promise<void>): Promise<void> {
    const after = await Promise.all(this.hooks.map((hook) => hook(userId)));
    await deleteRows();
    for (const work of after) if (work) await work();
  }
}
