/** Plans and prices. */
import { LIMITS } from './limits';

/**
 * Player Pro's media allowance as the spec's pricing states it ("25 media files"). The spec's plan table
 * also says "unlimited highlights upload", which the allowance contradicts; the limit is kept, so every
 * list of Player Pro's benefits shows this text instead (docs/billing.md "One catalogue").
 */
export const PLAYER_PRO_MEDIA_TEXT = `${LIMITS.playerProMediaMax} media files`;
export const PLAN_TYPES = ['free', 'player_pro', 'recruiter', 'mentor_pro', 'school'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];

export interface PlanInfo {
  id: PlanType;
  name: string;
  price: string;
  benefits: string[];
}

export const PLANS: PlanInfo[] = [
  { id: 'free', name: 'Free', price: '$0', benefits: ['Player profile', 'Up to 3 highlights and photos', 'Preview search results'] },
  {
    id: 'player_pro', name: 'Player Pro', price: '$15/month',
    benefits: ['contact clubs and mentors', PLAYER_PRO_MEDIA_TEXT, 'priority search placement', 'advanced analytics', 'profile verification'],
  },
  {
    id: 'recruiter', name: 'Recruiter Plan', price: '$99/month',
    benefits: ['contact unlimited players', 'advanced search filters', 'watchlist management', 'team collaboration tools', 'export player data'],
  },
  {
    id: 'mentor_pro', name: 'Mentor Pro', price: '$29/month',
    benefits: ['contact players and clubs', 'session booking system', 'resource sharing', 'progress tracking', 'review management'],
  },
  { id: 'school', name: 'School/Academy', price: 'Contact sales', benefits: ['Squad-wide profiles', 'Guardian consent management', 'Coach accounts'] },
];

/** A viewer is paid when an active subscription has a plan other than free (docs/decisions.md). */
export const isPaidPlan = (plan: string | null | undefined, status: string | null | undefined): boolean =>
  !!plan && plan !== 'free' && plan !== 'school' && (status === 'active' || status === 'past_due');

/** GET /api/subscription/status: what the signed-in user's plan allows (cached 5 minutes by the page). */
export interface SubscriptionStatus {
  /** An active paid plan (the spec's name for isPaid). */
  hasValidSubscription: boolean;
  planType: PlanType;
  status: string;
  isPaid: boolean;
  /** Send contact requests (paid plans). */
  canContact: boolean;
  /** Approve contact requests (paid plans); declining is always allowed. */
  canRespond: boolean;
  upgradeRequired: boolean;
  /** 'paid_user' or `free_<role>`. */
  viewerType: string;
}
