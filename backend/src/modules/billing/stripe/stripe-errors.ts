import Stripe from 'stripe';

import { PaymentProviderUnavailableError } from '../payment-provider.port';

/**
 * Stripe refused a request (4xx other than 429): our request or our configuration is wrong (a bad
 * key, an unknown id, a parameter Stripe does not accept). Not worth retrying; the message names
 * the operation and Stripe's own type, code, message and request id so the log says what to fix.
 */
export class StripeRequestError extends Error {
  constructor(
    readonly operation: string,
    readonly statusCode: number | undefined,
    readonly type: string,
    readonly code: string | undefined,
    stripeMessage: string,
    readonly requestId: string | undefined,
  ) {
    super(
      `Stripe refused ${operation}: ${statusCode ?? '?'} ${type}${code ? `/${code}` : ''}: ${stripeMessage}` +
        (requestId ? ` (request ${requestId})` : ''),
    );
    this.name = 'StripeRequestError';
  }
}

/**
 * Network failures, timeouts, 5xx and rate limits (after the library's own retries) mean "try
 * again later": PaymentProviderUnavailableError (503). Other Stripe errors become a
 * StripeRequestError; anything else (our own mapping errors) passes through unchanged.
 */
export function translateStripeError(operation: string, error: unknown): Error {
  if (!(error instanceof Stripe.errors.StripeError)) {
    return error instanceof Error ? error : new Error(String(error));
  }
  const status = error.statusCode;
  if (
    error instanceof Stripe.errors.StripeConnectionError ||
    error instanceof Stripe.errors.StripeRateLimitError ||
    status === undefined ||
    status === 429 ||
    status >= 500
  ) {
    return new PaymentProviderUnavailableError(error);
  }
  return new StripeRequestError(
    operation,
    status,
    // rawType is Stripe's own (invalid_request_error, card_error…); type is the class name.
    error.rawType ?? error.type,
    error.code,
    error.message,
    error.requestId,
  );
}
