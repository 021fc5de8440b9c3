import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type Stripe from 'stripe';

import type { FormValue } from './stripe-form';

// The stub's state and the JSON Stripe gives for it (field names as in Stripe's API reference).

export interface StubRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  form: Record<string, FormValue>;
}

export interface StubPrice {
  id: string;
  currency: string;
  unit_amount: number;
  interval: string;
  product: string;
}

export interface StubSubscription {
  id: string;
  customer: string;
  status: Stripe.Subscription.Status;
  itemId: string;
  price: StubPrice;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  cancelAt: number | null;
  canceledAt: number | null;
  /** When it ended (canceled now, or at its period end). */
  endedAt: number | null;
  metadata: Record<string, string>;
  created: number;
}

export interface StubSession {
  id: string;
  form: Record<string, FormValue>;
  customer: string | null;
  status: 'open' | 'complete' | 'expired';
  subscription: string | null;
  expiresAt: number;
  created: number;
}

export interface StubInvoice {
  id: string;
  number: string;
  customer: string;
  subscription: string;
  status: 'draft' | 'open' | 'paid' | 'void' | 'uncollectible';
  total: number;
  currency: string;
  created: number;
}

export const DAY_S = 86_400;
export const INTERVAL_S: Record<string, number> = { month: 30 * DAY_S, year: 365 * DAY_S };

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const nowS = () => Math.floor(Date.now() / 1000);

export function invoiceJson(invoice: StubInvoice): object {
  return {
    id: invoice.id,
    object: 'invoice',
    number: invoice.number,
    customer: invoice.customer,
    status: invoice.status,
    total: invoice.total,
    amount_due: invoice.total,
    amount_paid: invoice.status === 'paid' ? invoice.total : 0,
    currency: invoice.currency,
    created: invoice.created,
    hosted_invoice_url:
      invoice.status === 'draft' ? null : `https://invoice.stripe.com/i/acct_stub/${invoice.id}`,
    invoice_pdf:
      invoice.status === 'draft'
        ? null
        : `https://pay.stripe.com/invoice/acct_stub/${invoice.id}/pdf`,
    livemode: false,
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: {}, subscription: invoice.subscription },
    },
  };
}

export function sessionJson(session: StubSession): object {
  const form = session.form;
  return {
    id: session.id,
    object: 'checkout.session',
    mode: form.mode,
    status: session.status,
    payment_status: session.status === 'complete' ? 'paid' : 'unpaid',
    client_reference_id: form.client_reference_id ?? null,
    customer: session.customer,
    customer_email: form.customer_email ?? null,
    metadata: stringRecord(form.metadata),
    subscription: session.subscription,
    locale: form.locale ?? null,
    success_url: form.success_url ?? null,
    cancel_url: form.cancel_url ?? null,
    expires_at: session.expiresAt,
    created: session.created,
    url: session.status === 'open' ? `https://checkout.stripe.com/c/pay/${session.id}` : null,
    livemode: false,
  };
}

export function subscriptionJson(s: StubSubscription): object {
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customer,
    status: s.status,
    cancel_at_period_end: s.cancelAtPeriodEnd,
    cancel_at: s.cancelAt,
    canceled_at: s.canceledAt,
    ended_at: s.endedAt,
    created: s.created,
    start_date: s.created,
    currency: s.price.currency,
    items: {
      object: 'list',
      data: [
        {
          id: s.itemId,
          object: 'subscription_item',
          current_period_start: s.periodStart,
          current_period_end: s.periodEnd,
          quantity: 1,
          subscription: s.id,
          price: {
            id: s.price.id,
            object: 'price',
            active: false,
            currency: s.price.currency,
            unit_amount: s.price.unit_amount,
            product: s.price.product,
            recurring: { interval: s.price.interval, interval_count: 1, usage_type: 'licensed' },
            type: 'recurring',
          },
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${s.id}`,
    },
    metadata: s.metadata,
    trial_start: s.trialStart,
    trial_end: s.trialEnd,
    livemode: false,
  };
}

export function errorBody(failure: StripeFailure): object {
  return {
    error: {
      type: failure.type,
      message: failure.message,
      ...(failure.code ? { code: failure.code } : {}),
      ...(failure.param ? { param: failure.param } : {}),
    },
  };
}

export type FormObject = Record<string, FormValue>;

export const str = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export function stringRecord(value: FormValue | undefined): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function invalid(
  param: string,
  message: string,
  code = 'parameter_invalid_string',
): StripeFailure {
  return new StripeFailure(400, 'invalid_request_error', message, code, param);
}

/** Stripe answers 404 for the object of the URL, 400 for a missing object named by a parameter. */
export function missing(kind: string, value: string, param?: string): StripeFailure {
  const message = `No such ${kind}: '${value}'`;
  return new StripeFailure(
    param ? 400 : 404,
    'invalid_request_error',
    message,
    'resource_missing',
    param ?? 'id',
  );
}

/** Stripe refuses parameters an endpoint does not have; so does the stub, for the ones it models. */
export function allowOnly(form: FormObject, known: string[]): void {
  const unknown = Object.keys(form).find((key) => !known.includes(key));
  if (unknown !== undefined) {
    throw invalid(unknown, `Received unknown parameter: ${unknown}`, 'parameter_unknown');
  }
}
