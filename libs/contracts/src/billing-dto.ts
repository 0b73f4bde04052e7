/**
 * Billing's request bodies, validated by the server with these classes. Apart from billing.ts because a
 * decorated class is never tree-shaken: in billing.ts, every first page that reads a billing constant (the
 * platform's checkout client) carried these classes and class-validator (docs/performance.md).
 */
import { IsEmail, IsIn, IsInt, IsOptional, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import {
  ADDON_TYPES,
  BILLING_INTERVALS,
  BILLING_RULES,
  PAID_PLANS,
  type AddonType,
  type BillingInterval,
  type CancelRequest,
  type ChangePlanRequest,
  type CheckoutRequest,
  type PaidPlan,
} from './billing';
import type { PlanType } from './plans';

export class CheckoutDto implements CheckoutRequest {
  @IsOptional() @IsIn(PAID_PLANS as unknown as string[], { message: 'plan must be one of player_pro, recruiter, mentor_pro' })
  plan?: PaidPlan;
  @IsOptional() @IsIn(BILLING_INTERVALS as unknown as string[], { message: 'interval must be month or year' })
  interval?: BillingInterval;
  @IsOptional() @IsIn(ADDON_TYPES as unknown as string[], { message: `addon must be one of ${ADDON_TYPES.join(', ')}` })
  addon?: AddonType;
  @IsOptional() @IsUUID('all', { message: 'highlightId must be a highlight id' })
  highlightId?: string;
  @IsOptional() @IsInt({ message: 'seats must be a whole number from 1' }) @Min(1, { message: 'seats must be a whole number from 1' })
  @Max(BILLING_RULES.maxSeats, { message: `seats must be at most ${BILLING_RULES.maxSeats}` })
  seats?: number;
  @IsOptional() @IsString({ message: 'returnTo must be a path' }) @MaxLength(500, { message: 'returnTo must be a path' })
  returnTo?: string;
}

export class ChangePlanDto implements ChangePlanRequest {
  @IsIn(['free', ...PAID_PLANS], { message: 'plan must be one of free, player_pro, recruiter, mentor_pro' })
  plan!: PlanType;
  @IsIn(BILLING_INTERVALS as unknown as string[], { message: 'interval must be month or year' })
  interval!: BillingInterval;
}

export class CancelDto implements CancelRequest {
  @IsOptional() @IsString({ message: 'reason must be text' }) @MaxLength(500, { message: 'reason must be at most 500 characters' })
  reason?: string;
}

export class GuardianCheckoutDto {
  @IsIn(BILLING_INTERVALS as unknown as string[], { message: 'interval must be month or year' })
  interval!: BillingInterval;
}

export class SeatInviteDto {
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email!: string;
}
