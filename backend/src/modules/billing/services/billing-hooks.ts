import { Injectable } from '@nestjs/common';
import type { AddonType } from '@fiji/contracts';
import type { EntityManager } from 'typeorm';

export interface AddonGrant {
  userId: string;
  purchaseId: string;
  target: Record<string, string>;
  now: Date;
}

export interface PlanEnded {
  userId: string;
  plan: string;
  /** When what Free cannot hold is deleted. */
  deleteAfter: Date;
}

export interface SessionPaid {
  sessionId: string;
  checkoutId: string;
  now: Date;
}

export interface AmaPaid {
  registrationId: string;
  paymentIntentId: string;
  now: Date;
}
/** The place the payment confirmed: whose AMA it is and when it ends (the payment is held until then). */
export interface AmaPlace {
  mentorUserId: string;
  endsAt: Date;
}
/** Answers null when the registration no longer waits for its payment (given up meanwhile). */
type AmaPaidHandler = (paid: AmaPaid, manager: EntityManager) => Promise<AmaPlace | null>;

/** Answers false when the session can no longer take the payment (its hold was released): billing refunds it. */
type SessionPaidHandler = (paid: SessionPaid, manager: EntityManager) => Promise<boolean>;
/** Answers `{refused}` when the add-on can no longer be delivered (nothing changed): billing refunds it. */
type AddonHandler = (grant: AddonGrant, manager: EntityManager) => Promise<void | { refused: string }>;
type PlanHandler = (event: PlanEnded) => Promise<void>;
type PurgeHandler = (userId: string) => Promise<void>;
type StartHandler = (userId: string, plan: string) => Promise<void>;
/** Answers null when the account may buy the add-on for that target, else `{field, message}` (400); may throw a 409 of its own. */
type AddonCheck = (userId: string, target: Record<string, string>) => Promise<{ field: string; message: string } | null>;

/**
 * Where the owning modules plug their side of a purchase in (docs/billing.md): the player module
 * grants a boost or an upload credit, mentoring opens a feedback request, and each module hides and
 * later deletes what a Free plan cannot hold. Billing calls them; it never writes their tables.
 */
@Injectable()
export class BillingHooks {
  private readonly addon = new Map<AddonType, AddonHandler>();
  private readonly checks = new Map<AddonType, AddonCheck>();
  private readonly ended: PlanHandler[] = [];
  private readonly purges: PurgeHandler[] = [];
  private readonly started: StartHandler[] = [];
  private sessionHandler: SessionPaidHandler | null = null;
  private sessionCancelHandler: ((sessionId: string, manager: EntityManager) => Promise<void>) | null = null;

  /** A mentoring session's checkout was cancelled by the payer (inside that event's transaction). */
  onSessionCheckoutCancelled(handler: (sessionId: string, manager: EntityManager) => Promise<void>): void {
    this.sessionCancelHandler = handler;
  }

  async sessionCheckoutCancelled(sessionId: string, manager: EntityManager): Promise<void> {
    await this.sessionCancelHandler?.(sessionId, manager);
  }
  private amaHandler: AmaPaidHandler | null = null;

  /** A mentoring session's checkout completed (mentoring confirms or keeps the booking), inside the payment's transaction. */
  onSessionPaid(handler: SessionPaidHandler): void {
    this.sessionHandler = handler;
  }

  /** A priced AMA registration's checkout completed (mentoring confirms it), inside the payment's transaction. */
  onAmaPaid(handler: AmaPaidHandler): void {
    this.amaHandler = handler;
  }

  async amaPaid(paid: AmaPaid, manager: EntityManager): Promise<AmaPlace | null> {
    if (!this.amaHandler) throw new Error('No handler for AMA payments');
    return this.amaHandler(paid, manager);
  }

  async sessionPaid(paid: SessionPaid, manager: EntityManager): Promise<boolean> {
    if (!this.sessionHandler) throw new Error('No handler for session payments');
    return this.sessionHandler(paid, manager);
  }

  onAddonPurchased(type: AddonType, handler: AddonHandler): void {
    this.addon.set(type, handler);
  }

  /** Checked when the checkout starts, so nothing is sold that cannot be delivered. */
  onAddonCheck(type: AddonType, check: AddonCheck): void {
    this.checks.set(type, check);
  }

  async checkAddon(type: AddonType, userId: string, target: Record<string, string>): Promise<{ field: string; message: string } | null> {
    const check = this.checks.get(type);
    return check ? check(userId, target) : null;
  }

  onPlanEnded(handler: PlanHandler): void {
    this.ended.push(handler);
  }

  onRetentionExpired(handler: PurgeHandler): void {
    this.purges.push(handler);
  }

  /** A paid plan bought through checkout, after its transaction committed (what was hidden comes back). */
  onPlanStarted(handler: StartHandler): void {
    this.started.push(handler);
  }

  /** Applies an add-on inside the purchase's transaction; a missing handler fails it (nothing is sold into the void). */
  async grantAddon(type: AddonType, grant: AddonGrant, manager: EntityManager): Promise<void | { refused: string }> {
    const handler = this.addon.get(type);
    if (!handler) throw new Error(`No handler for add-on ${type}`);
    return handler(grant, manager);
  }

  async planEnded(event: PlanEnded): Promise<void> {
    for (const h of this.ended) await h(event);
  }

  async planStarted(userId: string, plan: string): Promise<void> {
    for (const h of this.started) await h(userId, plan);
  }

  async retentionExpired(userId: string): Promise<void> {
    for (const h of this.purges) await h(userId);
  }
}
