// The words for a failure of the broker endpoints: our own for every BROKER_* code (what happened
// and what to do), the wait Tradovate asked for on a rate limit, else the billing and API texts
// (SUBSCRIPTION_REQUIRED, a network failure…). Texts live in the `broker` namespace.
import { ApiError } from '@/lib/api/api-client';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import type { Translate } from '@/lib/forms/form-errors';

const BROKER_CODES = new Set([
  'BROKER_AUTH_FAILED',
  'BROKER_APP_NOT_APPROVED',
  'BROKER_RATE_LIMITED',
  'BROKER_UNAVAILABLE',
  'BROKER_ACCOUNT_NOT_FOUND',
  'BROKER_NOT_CONNECTED',
]);

/** Seconds to wait before trying again, when the API said (429 or 503 with Retry-After). */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.retryAfterSeconds : undefined;
}

export function brokerErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && BROKER_CODES.has(error.code)) {
    const seconds = error.retryAfterSeconds;
    if (error.code === 'BROKER_RATE_LIMITED' && seconds !== undefined) {
      return t('broker.errors.BROKER_RATE_LIMITED_AFTER', { seconds });
    }
    return t(`broker.errors.${error.code}`);
  }
  return billingErrorMessage(error, t);
}
