import { Injectable } from '@nestjs/common';
import { isMinorPlayer } from './visibility';
import type { Viewer } from './viewer';

/** An admin was just served a minor's contact details (email, phone, guardian email). */
export interface AdminContactRead {
  adminId: string;
  playerId: string;
  playerUserId: string;
  fields: string[];
  /** Where: 'profile', 'search', 'search_export'. */
  via: string;
}

type ReadHandler = (reads: AdminContactRead[]) => Promise<void>;

/**
 * Every module that serves a minor's contact details to an admin reports it here; the admin module's
 * audit log listens (registered at start), so the serving modules never import the admin module
 * (docs/admin.md "Audit log"). A listener that fails fails the read: nothing goes out unrecorded.
 */
@Injectable()
export class AdminContactReads {
  private readonly handlers: ReadHandler[] = [];

  onRead(handler: ReadHandler): void {
    this.handlers.push(handler);
  }

  /** Reports the minors among `served` whose contact fields went to `viewer`, when the viewer is an admin. */
  async served(
    viewer: Viewer,
    via: string,
    served: Array<{ playerId: string; userId: string; dob: string | Date | null; accountDob?: string | Date | null; fields: Record<string, unknown> }>,
  ): Promise<void> {
    if (!viewer.isAdmin || this.handlers.length === 0) return;
    const reads: AdminContactRead[] = [];
    for (const s of served) {
      if (s.userId === viewer.id || !isMinorPlayer(s)) continue;
      const fields = Object.entries(s.fields).filter(([, v]) => v !== null && v !== undefined && v !== '').map(([k]) => k);
      if (fields.length) reads.push({ adminId: viewer.id, playerId: s.playerId, playerUserId: s.userId, fields, via });
    }
    if (!reads.length) return;
    for (const handler of this.handlers) await handler(reads);
  }
}
