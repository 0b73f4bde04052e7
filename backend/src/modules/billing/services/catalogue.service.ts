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
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';

/** The catalogue as the pricing page shows it: every plan × interval in USD and FJD, and the add-ons. */
@Injectable()
export class CatalogueService {
  constructor(
    private readonly config: AppConfig,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  /**
   * Whether the account is known to be in Fiji: its player profile names a province (every province on
   * record is Fiji's). No other account records where it is, so they and visitors see USD first and
   * choose FJD on the page (docs/billing.md "Screens").
   */
  private async inFiji(me: SessionUser | null): Promise<boolean> {
    if (!me || me.role !== 'player') return false;
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM player_directory WHERE user_id = $1 AND province IS NOT NULL`, [me.id]);
    return rows.length > 0;
  }

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
      preferFjd: await this.inFiji(me),
    };
  }
}
