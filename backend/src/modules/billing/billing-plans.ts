import type { Currency, Plan, PlanId } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';

import type { PlanPriceRef } from './payment-provider.port';

/** Free days of a member's first subscription. */
export const TRIAL_DAYS = 7;

/**
 * The plan table: defined here only; the SPA reads it from GET /api/billing/plans and a checkout
 * takes its amount from here, never from the request.
 */
export const PLANS: readonly Plan[] = [
  {
    id: 'monthly',
    interval: 'month',
    prices: [
      { currency: 'usd', amount: 4900 },
      { currency: 'eur', amount: 4500 },
    ],
  },
  {
    id: 'yearly',
    interval: 'year',
    prices: [
      { currency: 'usd', amount: 49000 },
      { currency: 'eur', amount: 45000 },
    ],
  },
];

export function planPrice(planId: PlanId, currency: Currency): PlanPriceRef {
  const plan = PLANS.find((candidate) => candidate.id === planId);
  const price = plan?.prices.find((candidate) => candidate.currency === currency);
  if (!plan || !price) throw new Error(`no price for ${planId} in ${currency}`);
  return { plan: plan.id, interval: plan.interval, currency, amount: price.amount };
}

/** EUR for French members, USD otherwise (the member may choose the other one). */
export function defaultCurrency(locale: Locale): Currency {
  return locale === 'fr' ? 'eur' : 'usd';
}
