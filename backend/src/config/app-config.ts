import type { ValidationError } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads this file without jest's path mapping.
import { type AuthSettings, authSettings } from '../modules/auth/auth.config';
import { type BillingSettings, billingSettings } from '../modules/billing/billing.config';
import {
  type CredentialSettings,
  credentialSettings,
  type TradovateSettings,
  tradovateSettings,
  projectXSettings,
  type ProjectXSettings,
} from '../modules/brokers/brokers.config';
import { type RelaySettings, relaySettings } from '../modules/destinations/destinations.config';
import { downloadLinkSecret } from '../modules/downloads/downloads.config';
import { type SmtpSettings, smtpSettings } from '../modules/mail/mail.config';
import { type RecaptchaSettings, recaptchaSettings } from '../modules/recaptcha/recaptcha.config';
import { type WebhookSettings, webhookSettings } from '../modules/webhooks/webhooks.config';
import { type JobRetrySettings, jobRetrySettings, parseTrustedProxies } from './core.config';
import {
  environmentVariableNames,
  type EnvironmentVariables,
  SECRET_VARIABLES,
  validateEnvironment,
} from './environment';
import { retiredFlagProblems, standInsInUse } from './production-stand-ins';
import { publishedSecretProblems } from './published-secrets';

/**
 * Typed, validated configuration. Built once at boot from the environment and injected
 * everywhere (Nest provider token is the class itself); nothing else reads process.env.
 */
export class AppConfig {
  readonly nodeEnv: EnvironmentVariables['NODE_ENV'];
  readonly port: number;
  readonly workerPort: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly databasePoolMax: number;
  readonly redisUrl: string;
  readonly logLevel: EnvironmentVariables['LOG_LEVEL'];
  /** The proxies whose X-Forwarded-* headers are believed (express 'trust proxy'); empty: none. */
  readonly trustedProxies: readonly string[];
  readonly publicUrl: string;
  readonly queuePrefix: string;
  readonly shutdownTimeoutMs: number;
  readonly rateLimitDefaultPerMinute: number;
  readonly workerConcurrency: number;
  /** Waiting + delayed jobs of one queue past which producers refuse with 503 (QUEUE_BACKLOG_MAX). */
  readonly queueBacklogMax: number;
  readonly jobRetry: JobRetrySettings;
  readonly contactInboxEmail: string;
  readonly mailFrom: string;
  readonly telemetryRateLimitPerMinute: number;
  readonly telemetryRetentionDays: number;
  readonly telemetryWorkerConcurrency: number;
  /** Undefined when the operator stats endpoint is off. */
  readonly telemetryOperatorToken: string | undefined;
  /** Days of the deliveries log kept (daily partitions dropped past it). */
  readonly deliveriesRetentionDays: number;
  /** Alert jobs one worker process runs at once (one member's alerts still run one at a time). */
  readonly alertWorkerConcurrency: number;
  readonly auth: AuthSettings;
  readonly smtp: SmtpSettings;
  readonly recaptcha: RecaptchaSettings;
  readonly billing: BillingSettings;
  readonly webhooks: WebhookSettings;
  readonly tradovate: TradovateSettings;
  readonly projectx: ProjectXSettings;
  readonly credentials: CredentialSettings;
  readonly relays: RelaySettings;
  /** Signs member-only download links (HMAC-SHA256); the development secret outside production. */
  readonly downloadLinkSecret: string;
  /** The local stand-ins production runs with (ALLOW_LOCAL_STAND_INS): warned about at every boot. */
  readonly standIns: ReturnType<typeof standInsInUse>;

  constructor(env: EnvironmentVariables) {
    this.nodeEnv = env.NODE_ENV;
    this.port = env.PORT;
    this.workerPort = env.WORKER_PORT;
    this.host = env.HOST;
    this.databaseUrl = env.DATABASE_URL;
    this.databasePoolMax = env.DATABASE_POOL_MAX;
    this.redisUrl = env.REDIS_URL;
    this.logLevel = env.LOG_LEVEL;
    this.trustedProxies = parseTrustedProxies(env.TRUSTED_PROXY_CIDRS);
    this.publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
    this.queuePrefix = env.QUEUE_PREFIX;
    this.shutdownTimeoutMs = env.SHUTDOWN_TIMEOUT_MS;
    this.rateLimitDefaultPerMinute = env.RATE_LIMIT_DEFAULT_PER_MINUTE;
    this.workerConcurrency = env.WORKER_CONCURRENCY;
    this.queueBacklogMax = env.QUEUE_BACKLOG_MAX;
    this.jobRetry = jobRetrySettings(env);
    this.contactInboxEmail = env.CONTACT_INBOX_EMAIL;
    this.mailFrom = env.MAIL_FROM;
    this.telemetryRateLimitPerMinute = env.TELEMETRY_RATE_LIMIT_PER_MINUTE;
    this.telemetryRetentionDays = env.TELEMETRY_RETENTION_DAYS;
    this.telemetryWorkerConcurrency = env.TELEMETRY_WORKER_CONCURRENCY;
    this.telemetryOperatorToken = env.TELEMETRY_OPERATOR_TOKEN || undefined;
    this.deliveriesRetentionDays = env.DELIVERIES_RETENTION_DAYS;
    this.alertWorkerConcurrency = env.ALERT_WORKER_CONCURRENCY;
    this.auth = authSettings(env);
    this.smtp = smtpSettings(env);
    this.recaptcha = recaptchaSettings(env, this.publicUrl);
    this.billing = billingSettings(env, env.PORT);
    this.webhooks = webhookSettings(env);
    this.credentials = credentialSettings(env);
    this.tradovate = tradovateSettings(env);
    this.projectx = projectXSettings(env);
    this.standIns = standInsInUse({ ...env });
    this.downloadLinkSecret = downloadLinkSecret(env);
    this.relays = relaySettings(env);
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Validates the environment; each problem names the variable and says why it is wrong. */
export function parseConfig(env: NodeJS.ProcessEnv): ConfigResult {
  const known = environmentVariableNames();
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    // An empty assignment (PORT=) in an env file means "use the default", not "empty".
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const { variables, errors } = validateEnvironment(input);
  const invalid = new Set(errors.map((error) => error.property));
  const problems = [
    ...errors.map((error) => describe(error, input)),
    ...retiredFlagProblems(env),
    // A variable already refused for its form says so once.
    ...publishedSecretProblems(input, SECRET_VARIABLES).filter(
      (problem) => !invalid.has(problem.slice(0, problem.indexOf(':'))),
    ),
  ];
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, config: new AppConfig(variables) };
}

function describe(error: ValidationError, input: Record<string, string>): string {
  const reasons = [...new Set(Object.values(error.constraints ?? {}))].join('; ');
  const raw = input[error.property];
  const shown = SECRET_VARIABLES.has(error.property) ? '' : ` (got ${JSON.stringify(raw)})`;
  return `${error.property}: ${reasons}${shown}`;
}

export function formatConfigProblems(problems: string[]): string {
  return [
    'Invalid configuration; fix these environment variables (see .env.example):',
    ...problems.map((problem) => `  - ${problem}`),
  ].join('\n');
}

/** Boot helper for the entry points: a bad variable ends the process with a clear message. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const result = parseConfig(env);
  if (result.ok) return result.config;
  process.stderr.write(`${formatConfigProblems(result.problems)}\n`);
  process.exit(1);
}
