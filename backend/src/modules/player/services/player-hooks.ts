import { Injectable } from '@nestjs/common';

/** An admin was just served a minor's contact details (email, phone, guardian email). */
export interface AdminContactRead {
  adminId: string;
  playerId: string;
  playerUserId: string;
  fields: string[];
}

type ContactReadHandler = (read: AdminContactRead) => Promise<void>;

/**
 * Calls the player module makes to whoever listens, without importing them (the admin module registers
 * its audit log here at start; docs/admin.md "Audit log"). A handler that fails fails the read, so no
 * minor's contact details reach an admin unrecorded.
 */
@Injectable()
export class PlayerHooks {
  private readonly contactReads: ContactReadHandler[] = [];

  onAdminContactRead(handler: ContactReadHandler): void {
    this.contactReads.push(handler);
  }

  async adminContactRead(read: AdminContactRead): Promise<void> {
    for (const handler of this.contactReads) await handler(read);
  }
}
