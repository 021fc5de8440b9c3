import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads this file without jest's path mapping.
import { parseSealingKeys } from '../common/crypto/sealing-keys';
import type { SealingKey } from '../common/crypto/secret-sealer';
import { parsePrivateTargets } from '../common/net/private-targets';
import {
  CREDENTIAL_DEVELOPMENT_KEY,
  DOWNLOAD_LINK_DEVELOPMENT_SECRET,
  EnvironmentVariables,
  parseWebhookTokenKeys,
  SECRET_VARIABLES,
  WEBHOOK_DEVELOPMENT_TOKEN_KEY,
  type WebhookTokenKey,
} from './env.schema';
import { retiredFlagProblems, standInsInUse } from './production-stand-ins';
import { publishedSecretProblems } from './published-secrets';

const HOUR_MS = 60 * 60 * 1000;
/** The scrypt cost tests get unless they set AUTH_SCRYPT_LOG2_N (N=2^14: ~60 ms instead of ~500). */
export const TEST_SCRYPT_LOG2_N = 14;

export interface AuthSettings {
  provider: EnvironmentVariables['AUTH_PROVIDER'];
  accessTokenTtlSeconds: number;
  refreshReuseGraceSeconds: number;
  rateLimitPerAddress: number;
  rateLimitPerAccount: number;
  /** Failed password re-entries (change password, delete account) per account per hour. */
  reentryFailuresPerAccount: number;
  sessionIdleTimeoutMs: number;
  sessionAbsoluteTimeoutMs: number;
  unconfirmedAccountTtlMs: number;
  /** scrypt parameters of new password hashes (N=2^log2N). */
  scrypt: { log2N: number; r: number; p: number };
  passwordHashConcurrency: number;
  supabase: { url: string; anonKey: string; serviceRoleKey: string | undefined };
}

export interface SmtpSettings {
  /** Undefined: mails are written to the worker's log. */
  host: string | undefined;
  port: number;
  user: string | undefined;
  password: string | undefined;
  secure: boolean;
}

/** How a job whose handler threw a transient error is retried (see isTransient). */
export interface JobRetrySettings {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Past this age (since the job was added) a transient error is an ordinary failure. */
  giveUpAfterMs: number;
}

export interface BillingSettings {
  provider: EnvironmentVariables['PAYMENT_PROVIDER'];
  /** Days a past_due subscription stays entitled. */
  graceDays: number;
  /** The Redis-held clock offset (tests and the sandbox's clock route; never in production). */
  testClock: boolean;
  sandbox: SandboxPaymentSettings;
  /** Set only with PAYMENT_PROVIDER=stripe (the boot check then requires every STRIPE_* key). */
  stripe: StripePaymentSettings | undefined;
}

export interface StripePaymentSettings {
  secretKey: string;
  webhookSecret: string;
  productId: string;
  /** https://api.stripe.com; tests point it at a local stub. */
  apiBaseUrl: string;
}

/** Signs the sandbox's events when PAYMENT_SANDBOX_WEBHOOK_SECRET is empty (never in production). */
export const SANDBOX_DEVELOPMENT_WEBHOOK_SECRET = 'sandbox-development-webhook-secret';

export interface SandboxPaymentSettings {
  webhookSecret: string;
  /** Where the worker delivers the sandbox's signed events. */
  webhookUrl: string;
}

export interface WebhookSettings {
  /** The first seals new tokens; every one opens the tokens sealed under its id. */
  tokenKeys: readonly WebhookTokenKey[];
  /** Requests a minute one webhook URL accepts (the `webhook` rate limit). */
  rateLimitPerMinute: number;
}

export interface CredentialSettings {
  /** CREDENTIAL_KEYS: the first seals members' broker credentials; every one opens its own. */
  keys: readonly SealingKey[];
}

export interface TradovateSettings {
  /** Base URLs with the API version path (https://demo.tradovateapi.com/v1), no trailing slash. */
  demoUrl: string;
  liveUrl: string;
  requestTimeoutMs: number;
}

/** Relays to members' destinations (modules/destinations/senders, common/net). */
export interface RelaySettings {
  /** RELAY_ALLOWED_PRIVATE_TARGETS as parsePrivateTargets gives it (empty: none). */
  allowedPrivateTargets: ReadonlySet<string>;
  /** RELAY_CA_FILE: a PEM bundle trusted besides Node's roots; read at boot. */
  caFile: string | undefined;
  /** RELAY_MEMBER_CONCURRENCY; undefined (0): derived from the relays concurrency (relay-member-share.ts). */
  memberConcurrency: number | undefined;
  /** RELAY_MEMBER_BACKLOG_MAX: a member's outstanding relays at most (the dispatcher's cap). */
  memberBacklogMax: number;
  /** apiOrigin: an origin (https://discord.com), trusted as the operator's. */
  discord: { provider: EnvironmentVariables['DISCORD_PROVIDER']; apiOrigin: string };
  telegram: {
    provider: EnvironmentVariables['TELEGRAM_PROVIDER'];
    apiOrigin: string;
    /** Set with provider telegram (validated at boot). */
    botToken: string | undefined;
    /** Without the @; undefined when not configured. */
    botUsername: string | undefined;
    /** TELEGRAM_WEBHOOK_SECRET; undefined: no update is accepted. */
    webhookSecret: string | undefined;
  };
}

export interface RecaptchaSettings {
  /** local: the api's own tokens (modules/recaptcha); google: Google's siteverify. */
  provider: EnvironmentVariables['RECAPTCHA_PROVIDER'];
  /** Google only. Undefined: the guard fails closed with 503. */
  secretKey: string | undefined;
  verifyUrl: string;
  minScore: number;
  expectedHostnames: string[];
  /**
   * RECAPTCHA_EXPECTED_HOSTNAMES is empty (PUBLIC_URL's host stands in): the local provider then
   * also takes a token from a page on the request's own host (127.0.0.1, a LAN address).
   */
  hostnamesFromPublicUrl: boolean;
}

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
    this.jobRetry = {
      firstDelayMs: env.JOB_RETRY_FIRST_DELAY_MS,
      maxDelayMs: env.JOB_RETRY_MAX_DELAY_MS,
      giveUpAfterMs: env.JOB_RETRY_GIVE_UP_HOURS * HOUR_MS,
    };
    this.contactInboxEmail = env.CONTACT_INBOX_EMAIL;
    this.mailFrom = env.MAIL_FROM;
    this.telemetryRateLimitPerMinute = env.TELEMETRY_RATE_LIMIT_PER_MINUTE;
    this.telemetryRetentionDays = env.TELEMETRY_RETENTION_DAYS;
    this.telemetryWorkerConcurrency = env.TELEMETRY_WORKER_CONCURRENCY;
    this.telemetryOperatorToken = env.TELEMETRY_OPERATOR_TOKEN || undefined;
    this.deliveriesRetentionDays = env.DELIVERIES_RETENTION_DAYS;
    this.alertWorkerConcurrency = env.ALERT_WORKER_CONCURRENCY;
    this.auth = {
      provider: env.AUTH_PROVIDER,
      accessTokenTtlSeconds: env.AUTH_ACCESS_TOKEN_TTL_SECONDS,
      refreshReuseGraceSeconds: env.AUTH_REFRESH_REUSE_GRACE_SECONDS,
      rateLimitPerAddress: env.AUTH_RATE_LIMIT_PER_ADDRESS,
      rateLimitPerAccount: env.AUTH_RATE_LIMIT_PER_ACCOUNT,
      reentryFailuresPerAccount: env.AUTH_REENTRY_FAILURES_PER_ACCOUNT,
      sessionIdleTimeoutMs: env.AUTH_SESSION_IDLE_TIMEOUT_HOURS * HOUR_MS,
      sessionAbsoluteTimeoutMs: env.AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS * HOUR_MS,
      unconfirmedAccountTtlMs: env.AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS * HOUR_MS,
      // OWASP (Password Storage Cheat Sheet): N=2^17, r=8, p=1. Tests default lower for speed.
      scrypt: {
        log2N: env.AUTH_SCRYPT_LOG2_N ?? (env.NODE_ENV === 'test' ? TEST_SCRYPT_LOG2_N : 17),
        r: 8,
        p: 1,
      },
      passwordHashConcurrency: env.AUTH_PASSWORD_HASH_CONCURRENCY,
      supabase: {
        url: env.SUPABASE_URL.replace(/\/+$/, ''),
        anonKey: env.SUPABASE_ANON_KEY,
        serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY || undefined,
      },
    };
    this.smtp = {
      host: env.SMTP_HOST || undefined,
      port: env.SMTP_PORT,
      user: env.SMTP_USER || undefined,
      password: env.SMTP_PASSWORD || undefined,
      secure: env.SMTP_SECURE === 'true',
    };
    this.recaptcha = {
      provider: env.RECAPTCHA_PROVIDER,
      secretKey: env.RECAPTCHA_SECRET_KEY || undefined,
      verifyUrl: env.RECAPTCHA_VERIFY_URL,
      minScore: env.RECAPTCHA_MIN_SCORE,
      expectedHostnames: env.RECAPTCHA_EXPECTED_HOSTNAMES
        ? env.RECAPTCHA_EXPECTED_HOSTNAMES.split(',').map((host) => host.trim().toLowerCase())
        : [new URL(this.publicUrl).hostname.toLowerCase()],
      hostnamesFromPublicUrl: !env.RECAPTCHA_EXPECTED_HOSTNAMES,
    };
    this.billing = {
      provider: env.PAYMENT_PROVIDER,
      graceDays: env.BILLING_GRACE_DAYS,
      testClock: env.BILLING_TEST_CLOCK === 'true',
      sandbox: {
        webhookSecret: env.PAYMENT_SANDBOX_WEBHOOK_SECRET || SANDBOX_DEVELOPMENT_WEBHOOK_SECRET,
        webhookUrl:
          env.PAYMENT_SANDBOX_WEBHOOK_URL || `http://127.0.0.1:${env.PORT}/api/payments/webhook`,
      },
      stripe:
        env.PAYMENT_PROVIDER === 'stripe'
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              productId: env.STRIPE_PRODUCT_ID,
              apiBaseUrl: env.STRIPE_API_BASE_URL.replace(/\/+$/, ''),
            }
          : undefined,
    };
    const tokenKeys = parseWebhookTokenKeys(env.WEBHOOK_TOKEN_KEYS);
    this.webhooks = {
      // Validated at boot (a string is a problem, which validation already refused).
      tokenKeys:
        typeof tokenKeys === 'string' || tokenKeys.length === 0
          ? [WEBHOOK_DEVELOPMENT_TOKEN_KEY]
          : tokenKeys,
      rateLimitPerMinute: env.WEBHOOK_RATE_LIMIT_PER_MINUTE,
    };
    const credentialKeys = parseSealingKeys(env.CREDENTIAL_KEYS);
    this.credentials = {
      // Validated at boot, like the webhook token keys.
      keys:
        typeof credentialKeys === 'string' || credentialKeys.length === 0
          ? [CREDENTIAL_DEVELOPMENT_KEY]
          : credentialKeys,
    };
    this.tradovate = {
      demoUrl: env.TRADOVATE_DEMO_URL.replace(/\/+$/, ''),
      liveUrl: env.TRADOVATE_LIVE_URL.replace(/\/+$/, ''),
      requestTimeoutMs: env.TRADOVATE_REQUEST_TIMEOUT_MS,
    };
    this.standIns = standInsInUse({ ...env });
    // Validated at boot: production never gets here with it empty.
    this.downloadLinkSecret = env.DOWNLOAD_LINK_SECRET || DOWNLOAD_LINK_DEVELOPMENT_SECRET;
    const privateTargets = parsePrivateTargets(env.RELAY_ALLOWED_PRIVATE_TARGETS);
    this.relays = {
      // Validated at boot: a string (a problem) never gets here.
      allowedPrivateTargets: typeof privateTargets === 'string' ? new Set() : privateTargets,
      caFile: env.RELAY_CA_FILE || undefined,
      memberConcurrency: env.RELAY_MEMBER_CONCURRENCY || undefined,
      memberBacklogMax: env.RELAY_MEMBER_BACKLOG_MAX,
      discord: {
        provider: env.DISCORD_PROVIDER,
        apiOrigin: new URL(env.DISCORD_API_ORIGIN).origin,
      },
      telegram: {
        provider: env.TELEGRAM_PROVIDER,
        apiOrigin: new URL(env.TELEGRAM_API_ORIGIN).origin,
        botToken: env.TELEGRAM_BOT_TOKEN || undefined,
        botUsername: env.TELEGRAM_BOT_USERNAME || undefined,
        webhookSecret: env.TELEGRAM_WEBHOOK_SECRET || undefined,
      },
    };
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}

export function parseTrustedProxies(raw: string): string[] {
  if (raw === 'none') return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

/** Validates the environment; each problem names the variable and says why it is wrong. */
export function parseConfig(env: NodeJS.ProcessEnv): ConfigResult {
  const known = Object.keys(new EnvironmentVariables());
  const input: Record<string, string> = {};
  for (const key of known) {
    const value = env[key];
    // An empty assignment (PORT=) in an env file means "use the default", not "empty".
    if (value !== undefined && value.trim() !== '') input[key] = value.trim();
  }
  const instance = plainToInstance(EnvironmentVariables, input);
  const errors = validateSync(instance, { forbidUnknownValues: true });
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
  return { ok: true, config: new AppConfig(instance) };
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
