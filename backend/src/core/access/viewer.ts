import type { Entitlements, PlanType, UserRole } from '@fiji/contracts';

/**
 * Who is asking, as far as visibility, previews and the paywall are concerned. Built once per
 * request by ViewerAccessService from the session user and the plan tables; `null` = signed out.
 */
export interface Viewer {
  id: string;
  role: UserRole;
  isAdmin: boolean;
  /** recruiter, club, union, coach, agent (docs/decisions.md). */
  isRecruitingRole: boolean;
  /** A recruiting role verified by an admin, directly or through its organisation. */
  isVerifiedRecruiter: boolean;
  planType: PlanType;
  /** The subscription's status ('active', 'past_due', 'cancelled', ...). */
  planStatus: string;
  /** An active (or in-grace) paid plan the role may hold, or a seat on one; admins count as paid. */
  isPaid: boolean;
  /** What the plan in force allows (the one map in libs/contracts, docs/billing.md). */
  entitlements: Entitlements;
  /** 'paid_user' or `free_<role>` (docs/decisions.md "Paid viewer"). */
  viewerType: string;
  /** The paid plan in force's current period start (a seat member's: the holder's); null on Free. Anchors usage periods. */
  planPeriodStart: Date | null;
}
