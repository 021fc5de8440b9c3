// The words for a billing failure: our own for the codes a member can act on (already subscribed,
// provider down, reCAPTCHA, too many attempts…), else the API's localised message.
import { ApiError } from '@/lib/api/api-client';
import { errorCodeMessage, type Translate } from '@/lib/forms/form-errors';

export function billingErrorMessage(error: unknown, t: Translate): string {
  if (error instanceof ApiError && error.status > 0) {
    const code = error.status === 429 ? 'TOO_MANY_REQUESTS' : error.code;
    const key = `billing.errors.${code}`;
    const text = t(key);
    if (text !== key) return text;
  }
  return errorCodeMessage(error, t);
}

/** The API's error code of a failure (undefined for anything else). */
export function errorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}
