import { Injectable } from '@nestjs/common';
import {
  ADDONS,
  ADDON_TYPES,
  BILLING_CURRENCY,
  BILLING_INTERVALS,
  CATALOGUE_VERSION,
  PAID_PLANS,
  PLAN_CATALOGUE,
  PLAN_ENTITLEMENTS,
  planAmountCents,
  planForRole,
  toFjdCents,
  type PaidPlan,
  type PlanOffer,
  type PlansResponse,
  type SessionUser,
} from '@fiji/contracts';
import { AppConfig } from '../../../core/config/app-config';

/** The catalogue as the pricing page shows it: every plan × interval in USD and FJD, and the add-ons. */
@Injectable()
export class CatalogueService {
  constructor(private readonly config: AppConfig) {}

  offers(plan: PaidPlan): PlanOffer[] {
    const entry = PLAN_CATALOGUE[plan];
    return BILLING_INTERVALS.map((interval) => {
      const amountCents = planAmountCents(plan, interval);
      return {
        id: plan, name: entry.name, role: entry.roles[0]!, roles: [...entry.roles], interval, amountCents, currency: BILLING_CURRENCY,
        fjdAmountCents: toFjdCents(amountCents, this.config.fjdPerUsd), entitlements: PLAN_ENTITLEMENTS[plan],
      };
    });
  }

  async plans(me: SessionUser | null): Promise<PlansResponse> {
    return {
      plans: PAID_PLANS.flatMap((p) => this.offers(p)),
      addons: ADDON_TYPES.map((a) => ({ ...ADDONS[a], currency: BILLING_CURRENCY, fjdAmountCents: toFjdCents(ADDONS[a].amountCents, this.config.fjdPerUsd) })),
      catalogueVersion: CATALOGUE_VERSION,
      fjdPerUsd: this.config.fjdPerUsd,
      yourPlan: me ? planForRole(me.role) : undefined,
      // Every account on this site is in Fiji unless it says otherwise; visitors choose on the page.
      preferFjd: !!me,
    };
  }
}
