// The alert builder's validation: each field of the form checked against the contracts' alert
// payload limits and patterns, with a stable code (and params) the form shows in the member's
// language. Pure functions, no React; the form model is in alert-builder.ts.
import {
  ACCOUNT_PATTERN,
  ALERT_ID_PATTERN,
  INTEGER_TEXT_PATTERN,
  PLACEHOLDERS,
  PRICE_TEXT_PATTERN,
  TICKER_PATTERN,
} from '@tickrelay/contracts/alert-payload/alert-payload.schema';

import {
  EXIT_MAX,
  FIELD_PLACEHOLDERS,
  MAX_ACCOUNT_LENGTH,
  MAX_COMMENT_LENGTH,
  MAX_ID_LENGTH,
  MAX_LAG_SECONDS,
  MAX_QUANTITY,
  MAX_TICKER_LENGTH,
  needsPrice,
  normalizeTicker,
  PLACEHOLDER_PATTERN,
  placesOrder,
  takesExits,
  takesPrice,
  takesQuantity,
  type AlertField,
  type AlertForm,
  type ExitMode,
  type TimeOption,
} from './alert-builder';

export type ErrorCode =
  | 'required'
  | 'tickerInvalid'
  | 'placeholderNotAllowed'
  | 'quantityInteger'
  | 'quantityRange'
  | 'priceInvalid'
  | 'ticksInvalid'
  | 'exitInvalid'
  | 'accountInvalid'
  | 'idInvalid'
  | 'idNeedsTime'
  | 'maxLagInvalid'
  | 'maxLagNeedsTime'
  | 'tooLong';

export interface FieldError {
  code: ErrorCode;
  params?: Record<string, string | number>;
}

export type AlertErrors = Partial<Record<AlertField, FieldError>>;
const TICKER = new RegExp(TICKER_PATTERN);
const PRICE = new RegExp(PRICE_TEXT_PATTERN);
const INTEGER = new RegExp(INTEGER_TEXT_PATTERN);
const ACCOUNT = new RegExp(ACCOUNT_PATTERN);
// u: the pattern names Unicode categories (printable characters of any language).
const ALERT_ID = new RegExp(ALERT_ID_PATTERN, 'u');
const PLACEHOLDERS_IN_TEXT = /\{\{[^}]*\}\}/g;
const TIME_PLACEHOLDERS: readonly string[] = [PLACEHOLDERS.time, PLACEHOLDERS.timenow];
const allowedPlaceholders = (field: AlertField): string[] =>
  (FIELD_PLACEHOLDERS[field] ?? []).map((id) => PLACEHOLDERS[id]);

function checkPlaceholderValue(
  value: string,
  field: AlertField,
): FieldError | 'placeholder' | null {
  if (!PLACEHOLDER_PATTERN.test(value)) return null;
  const allowed = allowedPlaceholders(field);
  return allowed.includes(value)
    ? 'placeholder'
    : { code: 'placeholderNotAllowed', params: { allowed: allowed.join(', ') } };
}

function validatePrice(value: string, required: boolean): FieldError | null {
  const trimmed = value.trim();
  if (!trimmed) return required ? { code: 'required' } : null;
  const placeholder = checkPlaceholderValue(trimmed, 'price');
  if (placeholder === 'placeholder') return null;
  if (placeholder) return placeholder;
  return PRICE.test(trimmed) && Number(trimmed) > 0 ? null : { code: 'priceInvalid' };
}

function validateQuantity(value: string, required: boolean): FieldError | null {
  const quantity = value.trim();
  if (!quantity) return required ? { code: 'required' } : null;
  const placeholder = checkPlaceholderValue(quantity, 'quantity');
  if (placeholder === 'placeholder') return null;
  if (placeholder) return placeholder;
  if (!INTEGER.test(quantity)) return { code: 'quantityInteger' };
  const count = Number(quantity);
  return count >= 1 && count <= MAX_QUANTITY
    ? null
    : { code: 'quantityRange', params: { max: MAX_QUANTITY } };
}

function validateExit(mode: ExitMode, value: string): FieldError | null {
  if (mode === 'off') return null;
  const trimmed = value.trim();
  if (!trimmed) return { code: 'required' };
  const max = EXIT_MAX[mode];
  const amount = Number(trimmed);
  if (mode === 'ticks') {
    return INTEGER.test(trimmed) && amount >= 1 && amount <= max
      ? null
      : { code: 'ticksInvalid', params: { max } };
  }
  return PRICE.test(trimmed) && amount > 0 && amount <= max
    ? null
    : { code: 'exitInvalid', params: { max } };
}

/** Text where placeholders may appear among other characters (id, comment). */
function validatePlaceholdersInText(value: string, field: AlertField): FieldError | null {
  const allowed = allowedPlaceholders(field);
  const wrong = (value.match(PLACEHOLDERS_IN_TEXT) ?? []).find((found) => !allowed.includes(found));
  return wrong ? { code: 'placeholderNotAllowed', params: { allowed: allowed.join(', ') } } : null;
}

function validateId(value: string): FieldError | null {
  const id = value.trim();
  if (!id) return null;
  if (id.length > MAX_ID_LENGTH) return { code: 'tooLong', params: { max: MAX_ID_LENGTH } };
  if (!ALERT_ID.test(id)) return { code: 'idInvalid' };
  const placeholderError = validatePlaceholdersInText(id, 'id');
  if (placeholderError) return placeholderError;
  // The same id twice is a duplicate: without the time, every alert after the first would be.
  return TIME_PLACEHOLDERS.some((placeholder) => id.includes(placeholder))
    ? null
    : { code: 'idNeedsTime' };
}

function validateMaxLag(value: string, time: TimeOption): FieldError | null {
  const maxLag = value.trim();
  if (!maxLag) return null;
  const seconds = Number(maxLag);
  if (!INTEGER.test(maxLag) || seconds < 1 || seconds > MAX_LAG_SECONDS) {
    return { code: 'maxLagInvalid', params: { max: MAX_LAG_SECONDS } };
  }
  // Staleness is measured from the alert's time: without it max_lag does nothing.
  return time === 'off' ? { code: 'maxLagNeedsTime' } : null;
}

export function validateAlert(form: AlertForm): AlertErrors {
  const errors: AlertErrors = {};
  const set = (field: AlertField, error: FieldError | null): void => {
    if (error) errors[field] = error;
  };

  const ticker = normalizeTicker(form.ticker);
  if (!ticker) errors.ticker = { code: 'required' };
  else if (ticker.length > MAX_TICKER_LENGTH) {
    errors.ticker = { code: 'tooLong', params: { max: MAX_TICKER_LENGTH } };
  } else {
    const placeholder = checkPlaceholderValue(ticker, 'ticker');
    if (placeholder && placeholder !== 'placeholder') errors.ticker = placeholder;
    else if (!placeholder && !TICKER.test(ticker)) errors.ticker = { code: 'tickerInvalid' };
  }

  if (takesQuantity(form.action)) {
    set('quantity', validateQuantity(form.quantity, placesOrder(form.action)));
  }
  if (takesPrice(form.action)) set('price', validatePrice(form.price, needsPrice(form)));
  if (takesExits(form.action)) {
    set('takeProfit', validateExit(form.takeProfitMode, form.takeProfit));
    set('stopLoss', validateExit(form.stopLossMode, form.stopLoss));
  }

  set('id', validateId(form.id));
  set('maxLag', validateMaxLag(form.maxLag, form.time));

  const account = form.account.trim();
  if (account.length > MAX_ACCOUNT_LENGTH) {
    errors.account = { code: 'tooLong', params: { max: MAX_ACCOUNT_LENGTH } };
  } else if (account && !ACCOUNT.test(account)) {
    errors.account = { code: 'accountInvalid' };
  }

  if (form.comment.length > MAX_COMMENT_LENGTH) {
    errors.comment = { code: 'tooLong', params: { max: MAX_COMMENT_LENGTH } };
  }

  return errors;
}

export const isValid = (errors: AlertErrors): boolean => Object.keys(errors).length === 0;
