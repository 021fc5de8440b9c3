// What the Tradovate connect form checks before sending (the API checks again) and where the
// answers of PUT /api/broker/connection land: `details` on their fields, anything else (a
// BROKER_* code, a rate limit, the network) for the whole form. No React.
import {
  BROKER_CONNECTION_LIMITS as LIMITS,
  type TradovateEnvironment,
} from '@tickrelay/contracts/brokers/broker-connection';

import { brokerErrorMessage } from '@/features/broker/broker-errors';
import { ApiError } from '@/lib/api/api-client';
import type { FormProblem, Translate } from '@/lib/forms/form-errors';
import type { FieldCheck } from '@/lib/forms/use-form';

export interface ConnectValues {
  environment: TradovateEnvironment;
  username: string;
  password: string;
  appId: string;
  appVersion: string;
  cid: string;
  secret: string;
  /** Live only: the member said they understand orders will use real money. */
  liveConfirmed: boolean;
}

export type ConnectField = keyof ConnectValues;

export const EMPTY_CONNECT: ConnectValues = {
  environment: 'demo',
  username: '',
  password: '',
  appId: '',
  appVersion: '',
  cid: '',
  secret: '',
  liveConfirmed: false,
};

const MAX: Partial<Record<ConnectField, number>> = {
  username: LIMITS.usernameMaxChars,
  password: LIMITS.passwordMaxChars,
  appId: LIMITS.appIdMaxChars,
  appVersion: LIMITS.appVersionMaxChars,
  secret: LIMITS.secretMaxChars,
};

const text = (field: ConnectField) => (value: ConnectValues[ConnectField]) => {
  const content = String(value).trim();
  if (!content) return 'required';
  return content.length > (MAX[field] ?? Infinity) ? 'tooLong' : null;
};

/** The API key's cid: a positive whole number. */
export const validCid = (value: string): boolean =>
  /^\d{1,15}$/.test(value.trim()) && Number(value.trim()) > 0;

/** Our key for a client check or an API `details` code on one of the form's fields. */
function fieldKey(field: ConnectField, code: string): string {
  if (code === 'required' || code === 'liveConfirm') return code;
  if (code === 'too_long' || code === 'tooLong') return 'tooLong';
  if (field === 'cid') return 'cidInvalid';
  if (field === 'environment') return 'environment';
  return 'invalid';
}

export function connectFieldMessage(field: ConnectField, code: string, t: Translate): string {
  return t(`broker.connect.validation.${fieldKey(field, code)}`, { max: MAX[field] ?? 0 });
}

const FIELDS: readonly ConnectField[] = Object.keys(EMPTY_CONNECT) as ConnectField[];

/** Where an answer of PUT /api/broker/connection shows: `details` on fields, else the form. */
export function connectProblem(error: unknown, t: Translate): FormProblem<ConnectField> {
  const problem: FormProblem<ConnectField> = { fields: {} };
  if (error instanceof ApiError) {
    problem.code = error.code;
    for (const [field, code] of Object.entries(error.details ?? {})) {
      if ((FIELDS as readonly string[]).includes(field)) {
        problem.fields[field as ConnectField] = connectFieldMessage(field as ConnectField, code, t);
      }
    }
  }
  if (Object.keys(problem.fields).length === 0) problem.form = brokerErrorMessage(error, t);
  return problem;
}

export const CONNECT_CHECKS: { [K in ConnectField]?: FieldCheck<ConnectValues, K> } = {
  username: text('username'),
  password: (value) =>
    value ? (value.length > LIMITS.passwordMaxChars ? 'tooLong' : null) : 'required',
  appId: text('appId'),
  appVersion: text('appVersion'),
  cid: (value) => (!value.trim() ? 'required' : validCid(value) ? null : 'cidInvalid'),
  secret: text('secret'),
  liveConfirmed: (value, values) =>
    values.environment === 'live' && !value ? 'liveConfirm' : null,
};
