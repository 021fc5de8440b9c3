// What the destination form checks before sending (the API checks again and has the last word:
// DESTINATION_URL_INVALID) and how the API's answers land on its fields. No React.
import {
  DESTINATION_LIMITS,
  type CreateDestinationRequest,
  type DestinationKind,
} from '@tickrelay/contracts/destinations/destinations';

import { ApiError } from '@/lib/api/api-client';
import { billingErrorMessage } from '@/lib/billing/billing-errors';
import type { FormProblem, Translate } from '@/lib/forms/form-errors';

export interface DestinationValues {
  kind: DestinationKind;
  label: string;
  url: string;
  notifyFailures: boolean;
}

export type DestinationField = keyof DestinationValues;

export const EMPTY_DESTINATION: DestinationValues = {
  kind: 'https',
  label: '',
  url: '',
  notifyFailures: false,
};

const DISCORD_HOSTS = new Set([
  'discord.com',
  'discordapp.com',
  'ptb.discord.com',
  'canary.discord.com',
]);

/** null when the URL is fine for the kind, else a validation code. */
export function checkDestinationUrl(kind: DestinationKind, raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'required';
  if (value.length > DESTINATION_LIMITS.urlMaxChars) return 'tooLong';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return kind === 'discord' ? 'discordUrl' : 'urlInvalid';
  }
  if (url.protocol !== 'https:') return kind === 'discord' ? 'discordUrl' : 'urlInvalid';
  if (url.username || url.password) return 'urlCredentials';
  // The URL parser drops :443; any other port is refused (DESTINATION_PORT_NOT_ALLOWED).
  if (kind === 'https' && url.port !== '') return 'urlPort';
  if (kind === 'discord') {
    const webhook = /^\/api(\/v\d+)?\/webhooks\/\d+\/[\w-]+\/?$/.test(url.pathname);
    if (!DISCORD_HOSTS.has(url.hostname.toLowerCase()) || !webhook) return 'discordUrl';
  }
  return null;
}

export function checkLabel(raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'required';
  return value.length > DESTINATION_LIMITS.labelMaxChars ? 'tooLong' : null;
}

/** The request the form sends for its kind (the other kind's field left out). */
export function toCreateRequest(values: DestinationValues): CreateDestinationRequest {
  const common = { label: values.label.trim(), notifyFailures: values.notifyFailures };
  // A Telegram chat is never typed: the bot links it from the start code answered.
  if (values.kind === 'telegram') return { kind: 'telegram', ...common };
  return { kind: values.kind, url: values.url.trim(), ...common };
}

const MAX: Partial<Record<DestinationField, number>> = {
  label: DESTINATION_LIMITS.labelMaxChars,
  url: DESTINATION_LIMITS.urlMaxChars,
};

/** Our key for a client check or an API `details` code on a field. */
function fieldKey(field: DestinationField, code: string, kind: DestinationKind): string {
  if (code === 'required') return 'required';
  if (code === 'too_long' || code === 'tooLong') return 'tooLong';
  if (['urlInvalid', 'urlCredentials', 'urlPort', 'discordUrl'].includes(code)) return code;
  if (field === 'url') return kind === 'discord' ? 'discordUrl' : 'urlInvalid';
  return 'invalid';
}

export function destinationFieldMessage(
  field: DestinationField,
  code: string,
  t: Translate,
  kind: DestinationKind,
): string {
  return t(`destinations.validation.${fieldKey(field, code, kind)}`, { max: MAX[field] ?? 0 });
}

const FIELDS = Object.keys(EMPTY_DESTINATION);

/** Where a failure of POST /api/destinations shows. */
export function destinationProblem(
  error: unknown,
  t: Translate,
  kind: DestinationKind,
): FormProblem<DestinationField> {
  const problem: FormProblem<DestinationField> = { fields: {} };
  if (error instanceof ApiError) {
    problem.code = error.code;
    for (const [field, code] of Object.entries(error.details ?? {})) {
      if (FIELDS.includes(field)) {
        const name = field as DestinationField;
        problem.fields[name] = destinationFieldMessage(name, code, t, kind);
      }
    }
    if (error.code === 'DESTINATION_PORT_NOT_ALLOWED') {
      problem.fields.url = destinationFieldMessage('url', 'urlPort', t, kind);
    }
    if (error.code === 'DESTINATION_URL_INVALID' && kind !== 'telegram' && !problem.fields.url) {
      problem.fields.url = destinationFieldMessage('url', 'DESTINATION_URL_INVALID', t, kind);
    }
    if (error.code === 'DESTINATION_LIMIT_REACHED') {
      problem.form = t('destinations.limitReached', { count: DESTINATION_LIMITS.perMember });
      return problem;
    }
  }
  if (Object.keys(problem.fields).length === 0) problem.form = billingErrorMessage(error, t);
  return problem;
}
