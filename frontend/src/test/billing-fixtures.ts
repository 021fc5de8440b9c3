// Billing answers for page tests, shaped by the contracts (amounts as the server would send them).
import type {
  CheckoutView,
  InvoiceView,
  MembershipView,
  SubscriptionView,
} from '@tickrelay/contracts/billing/billing';
import type { PlanList } from '@tickrelay/contracts/endpoints/billing.endpoints';

export const planList: PlanList = {
  plans: [
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
  ],
  trialDays: 7,
  graceDays: 3,
};

const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` from now (negative: in the past), ISO 8601. */
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

export function subscription(overrides: Partial<SubscriptionView> = {}): SubscriptionView {
  return {
    id: 'sub-1',
    plan: 'monthly',
    currency: 'usd',
    amount: 4900,
    status: 'active',
    trialEndsAt: null,
    currentPeriodEnd: inDays(20),
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    entitledUntil: inDays(20),
    provider: 'sandbox',
    ...overrides,
  };
}

export function membership(overrides: Partial<MembershipView> = {}): MembershipView {
  return {
    entitled: false,
    subscription: null,
    trialAvailable: true,
    currency: 'usd',
    ...overrides,
  };
}

/** A membership holding `sub`, entitled as the API would say. */
export const memberWith = (sub: SubscriptionView, overrides: Partial<MembershipView> = {}) =>
  membership({
    entitled: sub.entitledUntil !== null,
    subscription: sub,
    trialAvailable: false,
    ...overrides,
  });

export function checkout(overrides: Partial<CheckoutView> = {}): CheckoutView {
  return {
    id: 'co-1',
    status: 'pending',
    plan: 'monthly',
    currency: 'usd',
    amount: 4900,
    trialDays: 7,
    expiresAt: inDays(1),
    ...overrides,
  };
}

export function invoice(overrides: Partial<InvoiceView> = {}): InvoiceView {
  return {
    id: 'in-1',
    number: 'TR-0001',
    status: 'paid',
    amount: 4900,
    currency: 'usd',
    createdAt: '2026-03-04T10:00:00.000Z',
    hostedUrl: 'https://billing.example/invoices/in-1',
    pdfUrl: 'https://billing.example/invoices/in-1.pdf',
    ...overrides,
  };
}

export const ok = (body: unknown, status = 200) => ({ status, body });
