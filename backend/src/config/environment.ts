import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { AlertsVariables } from '../modules/alerts/alerts.config';
import { AuthVariables } from '../modules/auth/auth.config';
import { BillingVariables } from '../modules/billing/billing.config';
import { BrokersVariables } from '../modules/brokers/brokers.config';
import { ContactVariables } from '../modules/contact/contact.config';
import { DestinationsVariables } from '../modules/destinations/destinations.config';
import { DownloadsVariables } from '../modules/downloads/downloads.config';
import { MailVariables } from '../modules/mail/mail.config';
import { RecaptchaVariables } from '../modules/recaptcha/recaptcha.config';
import { TelemetryVariables } from '../modules/telemetry/telemetry.config';
import { WebhooksVariables } from '../modules/webhooks/webhooks.config';
import type { BaseVariables } from './base.variables';
import { CoreVariables } from './core.config';

/**
 * Every variables class the api and the worker validate at boot: the process's own (config/) and
 * one per feature (`modules/<feature>/<feature>.config.ts`), each extending BaseVariables. Their
 * order is the order of the boot error's lines. A new feature's class is added here, and each of
 * its variables documented in /.env.example (a unit test compares them).
 */
const VARIABLE_CLASSES = [
  CoreVariables,
  ContactVariables,
  MailVariables,
  TelemetryVariables,
  AlertsVariables,
  AuthVariables,
  RecaptchaVariables,
  BillingVariables,
  WebhooksVariables,
  BrokersVariables,
  DestinationsVariables,
  DownloadsVariables,
] as const;

type VariableClass = (typeof VARIABLE_CLASSES)[number];
type UnionToIntersection<U> = (U extends unknown ? (arg: U) => void : never) extends (
  arg: infer I,
) => void
  ? I
  : never;

/** Every variable, typed and with its default: what AppConfig is built from. */
export type EnvironmentVariables = UnionToIntersection<InstanceType<VariableClass>>;

/** Variables whose value may hold a secret: never echoed in a configuration error. */
export const SECRET_VARIABLES: ReadonlySet<string> = new Set([
  'DATABASE_URL',
  'REDIS_URL',
  'TELEMETRY_OPERATOR_TOKEN',
  'SUPABASE_ANON_KEY',
  'SUPABASE_SERVICE_ROLE_KEY',
  'SMTP_PASSWORD',
  'RECAPTCHA_SECRET_KEY',
  'PAYMENT_SANDBOX_WEBHOOK_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'WEBHOOK_TOKEN_KEYS',
  'CREDENTIAL_KEYS',
  'TELEGRAM_BOT_TOKEN',
  'TELEGRAM_WEBHOOK_SECRET',
  'DOWNLOAD_LINK_SECRET',
]);

const namesOf = (variables: VariableClass): string[] => Object.keys(new variables());

/** The name of every variable, each once: BaseVariables' first, then each class's in order. */
export function environmentVariableNames(): string[] {
  return [...new Set(VARIABLE_CLASSES.flatMap(namesOf))];
}

export interface ValidatedEnvironment {
  variables: EnvironmentVariables;
  /** Each class's errors, in VARIABLE_CLASSES order; empty when every variable is good. */
  errors: ValidationError[];
}

/**
 * Validates `input` (variable → trimmed, non-empty value) against every class. Each class gets
 * only its own variables (and BaseVariables'), so merging the instances never overwrites a
 * converted value with another class's raw string.
 */
export function validateEnvironment(input: Readonly<Record<string, string>>): ValidatedEnvironment {
  const instances: BaseVariables[] = [];
  const errors: ValidationError[] = [];
  for (const variables of VARIABLE_CLASSES) {
    const own = Object.fromEntries(
      namesOf(variables)
        .filter((name) => input[name] !== undefined)
        .map((name) => [name, input[name]]),
    );
    const instance: BaseVariables = plainToInstance<BaseVariables, object>(variables, own);
    errors.push(...validateSync(instance, { forbidUnknownValues: true }));
    instances.push(instance);
  }
  return {
    variables: Object.assign({}, ...instances) as EnvironmentVariables,
    errors,
  };
}
