import { Injectable } from '@nestjs/common';

/** An admin changed something another user owns (e.g. edited a player's profile, deleted a highlight). */
export interface AdminAction {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  detail?: Record<string, unknown>;
}

type ActionHandler = (action: AdminAction) => Promise<void>;

/**
 * Admin powers used outside the console (the owner-or-admin writes of the player module) are reported
 * here; the admin module's audit log listens (docs/admin.md "Audit log"), so those modules never import
 * it. A listener that fails fails the request after the write, and the error is the caller's to see.
 */
@Injectable()
export class AdminActions {
  private readonly handlers: ActionHandler[] = [];

  onAction(handler: ActionHandler): void {
    this.handlers.push(handler);
  }

  /** Records `action` when `actor` is an admin acting on what `ownerUserId` owns (not their own). */
  async acted(actor: { id: string; isAdmin: boolean } | null, ownerUserId: string, action: Omit<AdminAction, 'actorId'>): Promise<void> {
    if (!actor?.isAdmin || actor.id === ownerUserId) return;
    for (const handler of this.handlers) await handler({ ...action, actorId: actor.id, detail: { ownerUserId, ...action.detail } });
  }
}
