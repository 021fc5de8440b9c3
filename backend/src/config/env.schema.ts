import 'reflect-metadata';

import { isIP } from 'node:net';

import { Transform, Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNumber,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
  type ValidationOptions,
} from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads this file without jest's path mapping.
import { developmentSealingKey, parseSealingKeys } from '../common/crypto/sealing-keys';
import type { SealingKey } from '../common/crypto/secret-sealer';
import { parsePrivateTargets } from '../common/net/private-targets';
import { isStandInList, parseStandIns, RealInProduction, STAND_INS } from './production-stand-ins';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const AUTH_PROVIDERS = ['local', 'supabase'] as const;
export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;
export const RECAPTCHA_PROVIDERS = ['local', 'google'] as const;
export const DISCORD_PROVIDERS = ['local', 'discord'] as const;
export const TELEGRAM_PROVIDERS = ['local', 'telegram'] as const;

function IsUrlWithProtocol(protocols: string[], options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isUrlWithProtocol',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string') return false;
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        defaultMessage: () =>
          `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      },
    },
    options,
  );
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** One entry of TRUSTED_PROXY_CIDRS: a range name, an address, or an address/prefix-length. */
export function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function IsProxyList(): PropertyDecorator {
  return ValidateBy({
    name: 'isProxyList',
    validator: {
      validate: (value: unknown) => {
        if (typeof value !== 'string') return false;
        if (value === 'none') return true;
        return value.split(',').every((entry) => isProxyEntry(entry.trim()));
      },
      defaultMessage: () =>
        'must be "none" or a comma-separated list of addresses, CIDRs (10.0.0.0/8) or loopback, linklocal, uniquelocal',
    },
  });
}

const int = () => Type(() => Number);

/** RELAY_ALLOWED_PRIVATE_TARGETS: empty, or address:port pairs (common/net/private-targets). */
function IsPrivateTargetList(): PropertyDecorator {
  return ValidateBy({
    name: 'isPrivateTargetList',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'string' && typeof parsePrivateTargets(value) !== 'string',
      defaultMessage: (args) => {
        const problem = parsePrivateTargets(String(args?.value ?? ''));
        return `must be empty or a comma-separated list of address:port (127.0.0.1:8443, [::1]:8443)${
          typeof problem === 'string' ? `: ${problem}` : ''
        }`;
      },
    },
  });
}

/** An operator-configured API origin: scheme, host and port only; https in production. */
function IsApiOrigin(): PropertyDecorator {
  return ValidateBy({
    name: 'isApiOrigin',
    validator: {
      validate: (value: unknown, args) => {
        if (typeof value !== 'string') return false;
        let url: URL;
        try {
          url = new URL(value);
        } catch {
          return false;
        }
        const production =
          (args?.object as EnvironmentVariables | undefined)?.NODE_ENV === 'production';
        return (
          (url.protocol === 'https:' || (url.protocol === 'http:' && !production)) &&
          url.username === '' &&
          url.password === '' &&
          url.pathname === '/' &&
          url.search === '' &&
          url.hash === ''
        );
      },
      defaultMessage: () =>
        'must be an origin such as https://api.example.com (no path, query or credentials); http only outside production',
    },
  });
}

/** scrypt cost as log2(N): OWASP's minimum everywhere but in tests, which may go lower for speed. */
export const SCRYPT_LOG2_N_MIN = 17;
export const SCRYPT_LOG2_N_TEST_MIN = 10;
export const SCRYPT_LOG2_N_MAX = 20;

function ScryptCostFloor(): PropertyDecorator {
  const floorOf = (env: Partial<EnvironmentVariables>) =>
    env.NODE_ENV === 'test' ? SCRYPT_LOG2_N_TEST_MIN : SCRYPT_LOG2_N_MIN;
  return ValidateBy({
    name: 'scryptCostFloor',
    validator: {
      validate: (value: unknown, args) =>
        typeof value === 'number' && value >= floorOf(args?.object as EnvironmentVariables),
      defaultMessage: (args) =>
        `must be at least ${floorOf(args?.object as EnvironmentVariables)} (N=2^${floorOf(args?.object as EnvironmentVariables)}); below ${SCRYPT_LOG2_N_MIN} only with NODE_ENV=test`,
    },
  });
}

/** An empty value is only allowed outside production. */
function SetInProduction(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'setInProduction',
    validator: {
      validate: (value: unknown, args) =>
        (args?.object as EnvironmentVariables | undefined)?.NODE_ENV !== 'production' ||
        (typeof value === 'string' && value.trim() !== ''),
      defaultMessage: () => message,
    },
  });
}

/** "true" is only allowed outside production. */
function NotTrueInProduction(message: string): PropertyDecorator {
  return ValidateBy({
    name: 'notTrueInProduction',
    validator: {
      validate: (value: unknown, args) =>
        (args?.object as EnvironmentVariables | undefined)?.NODE_ENV !== 'production' ||
        value !== 'true',
      defaultMessage: () => message,
    },
  });
}

/** A key of WEBHOOK_TOKEN_KEYS or CREDENTIAL_KEYS: its id (stored beside each sealed value) and 32 bytes. */
export type WebhookTokenKey = SealingKey;

/**
 * Seals webhook tokens when WEBHOOK_TOKEN_KEYS is empty, never in production (the boot check
 * refuses it there, even listed explicitly): anyone can read it here, so it protects nothing.
 */
export const WEBHOOK_DEVELOPMENT_TOKEN_KEY: WebhookTokenKey =
  developmentSealingKey('webhook token');

/** Signs download links when DOWNLOAD_LINK_SECRET is empty; refused in production. */
export const DOWNLOAD_LINK_DEVELOPMENT_SECRET = 'tickrelay-development-download-link-secret';

/** Seals members' broker credentials when CREDENTIAL_KEYS is empty; refused in production likewise. */
export const CREDENTIAL_DEVELOPMENT_KEY: SealingKey = developmentSealingKey('credential');

/**
 * WEBHOOK_TOKEN_KEYS: `id:key` entries, comma-separated, the key 32 bytes in base64 or base64url;
 * the first seals new tokens, the others only open tokens sealed before a key rotation. A string
 * (the problem) when malformed.
 */
export const parseWebhookTokenKeys = parseSealingKeys;

/** A list of sealing keys; in production, set and without the development key. */
function IsSealingKeys(developmentKey: SealingKey, sealedWhat: string): PropertyDecorator {
  return ValidateBy({
    name: 'isSealingKeys',
    validator: {
      validate: (value: unknown, args) => {
        if (typeof value !== 'string' || typeof parseSealingKeys(value) === 'string') {
          return false;
        }
        const env = args?.object as EnvironmentVariables | undefined;
        if (env?.NODE_ENV !== 'production') return true;
        const keys = parseSealingKeys(value) as SealingKey[];
        return keys.length > 0 && keys.every((entry) => !entry.key.equals(developmentKey.key));
      },
      defaultMessage: (args) => {
        const value = args?.value as unknown;
        const problem = typeof value === 'string' ? parseSealingKeys(value) : undefined;
        return typeof problem === 'string'
          ? problem
          : `must be set to real keys when NODE_ENV is production: the development key, anyone can read it in the source, would seal ${sealedWhat}`;
      },
    },
  });
}

const usesStripe = (env: EnvironmentVariables): boolean => env.PAYMENT_PROVIDER === 'stripe';

/** The value must not be smaller than another (numeric) variable's. */
function NotBelowField(other: keyof EnvironmentVariables): PropertyDecorator {
  return ValidateBy({
    name: 'notBelowField',
    validator: {
      validate: (value: unknown, args) => {
        const bound = (args?.object as EnvironmentVariables | undefined)?.[other];
        return typeof value !== 'number' || typeof bound !== 'number' || value >= bound;
      },
      defaultMessage: () => `must not be smaller than ${other}`,
    },
  });
}

/**
 * Every environment variable the api and the worker read, with its default.
 * Each one is documented in /.env.example; keep both in step.
 */
export class EnvironmentVariables {
  @IsIn(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` })
  NODE_ENV: (typeof NODE_ENVS)[number] = 'development';

  @int()
  @IsInt({ message: 'must be an integer from 1 to 65535' })
  @Min(1, { message: 'must be an integer from 1 to 65535' })
  @Max(65535, { message: 'must be an integer from 1 to 65535' })
  PORT = 3000;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 65535' })
  @Min(1, { message: 'must be an integer from 1 to 65535' })
  @Max(65535, { message: 'must be an integer from 1 to 65535' })
  WORKER_PORT = 3001;

  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  HOST = '0.0.0.0';

  @IsUrlWithProtocol(['postgres:', 'postgresql:'])
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/tickrelay';

  @int()
  @IsInt({ message: 'must be an integer from 1 to 100' })
  @Min(1, { message: 'must be an integer from 1 to 100' })
  @Max(100, { message: 'must be an integer from 1 to 100' })
  DATABASE_POOL_MAX = 10;

  @IsUrlWithProtocol(['redis:', 'rediss:'])
  REDIS_URL = 'redis://127.0.0.1:6379/0';

  @IsIn(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` })
  LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';

  // The local stand-ins NODE_ENV=production may run with, for a demo: comma-separated payments
  // (the sandbox), recaptcha (the local verifier), discord and telegram (relays kept in Redis,
  // never sent), tradovate (a plain http broker URL). Empty: none, each is refused at boot; each
  // one listed and in use is named in a warning at every boot (production-stand-ins.ts).
  @ValidateBy({
    name: 'isStandInList',
    validator: {
      validate: isStandInList,
      defaultMessage: () => `must be empty or a comma-separated list of ${STAND_INS.join(', ')}`,
    },
  })
  ALLOW_LOCAL_STAND_INS = '';

  // The proxies whose X-Forwarded-For (and -Proto, -Host) the api believes: addresses or CIDRs, or
  // loopback / linklocal / uniquelocal, comma-separated; "none" believes no proxy. Never a hop count
  // or "true", which would believe whatever a client sends from anywhere.
  @IsProxyList()
  TRUSTED_PROXY_CIDRS = 'loopback';

  @IsUrlWithProtocol(['http:', 'https:'])
  PUBLIC_URL = 'http://localhost:8080';

  @Matches(/^[A-Za-z0-9_-]{1,32}$/, { message: 'must be 1-32 letters, digits, "-" or "_"' })
  QUEUE_PREFIX = 'tickrelay';

  @int()
  @IsInt({ message: 'must be an integer from 1000 to 120000 (milliseconds)' })
  @Min(1000, { message: 'must be an integer from 1000 to 120000 (milliseconds)' })
  @Max(120000, { message: 'must be an integer from 1000 to 120000 (milliseconds)' })
  SHUTDOWN_TIMEOUT_MS = 10000;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 100000' })
  @Min(1, { message: 'must be an integer from 1 to 100000' })
  @Max(100000, { message: 'must be an integer from 1 to 100000' })
  RATE_LIMIT_DEFAULT_PER_MINUTE = 300;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 100' })
  @Min(1, { message: 'must be an integer from 1 to 100' })
  @Max(100, { message: 'must be an integer from 1 to 100' })
  WORKER_CONCURRENCY = 5;

  // Jobs waiting or delayed on one queue past which the api answers 503 + Retry-After instead of
  // adding more (Redis has a memory bound; a backlog that outgrows it would stop every route).
  @int()
  @IsInt({ message: 'must be an integer from 10 to 10000000' })
  @Min(10, { message: 'must be an integer from 10 to 10000000' })
  @Max(10000000, { message: 'must be an integer from 10 to 10000000' })
  QUEUE_BACKLOG_MAX = 100000;

  // Transient errors (a dependency down, out of connections or disk, read-only, a lock or statement
  // timeout, an SMTP 4xx) put a job back as delayed without spending an attempt: the first delay
  // doubles up to the cap, for as long as the job is younger than JOB_RETRY_GIVE_UP_HOURS.
  @int()
  @IsInt({ message: 'must be an integer from 10 to 3600000 (milliseconds)' })
  @Min(10, { message: 'must be an integer from 10 to 3600000 (milliseconds)' })
  @Max(3600000, { message: 'must be an integer from 10 to 3600000 (milliseconds)' })
  JOB_RETRY_FIRST_DELAY_MS = 5000;

  @int()
  @IsInt({ message: 'must be an integer from 10 to 86400000 (milliseconds)' })
  @Min(10, { message: 'must be an integer from 10 to 86400000 (milliseconds)' })
  @Max(86400000, { message: 'must be an integer from 10 to 86400000 (milliseconds)' })
  @NotBelowField('JOB_RETRY_FIRST_DELAY_MS')
  JOB_RETRY_MAX_DELAY_MS = 300000;

  // Past this age a transient error counts as an ordinary failure (attempts and backoff), so an
  // error wrongly taken for transient cannot retry a job for ever.
  @int()
  @IsInt({ message: 'must be an integer from 1 to 8760 (hours)' })
  @Min(1, { message: 'must be an integer from 1 to 8760 (hours)' })
  @Max(8760, { message: 'must be an integer from 1 to 8760 (hours)' })
  JOB_RETRY_GIVE_UP_HOURS = 72;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsEmail({}, { message: 'must be an email address' })
  @MaxLength(254, { message: 'must be an email address' })
  CONTACT_INBOX_EMAIL = 'contact@tickrelay.local';

  @IsString()
  @MinLength(3, { message: 'must be a sender such as "TickRelay <no-reply@example.com>"' })
  MAIL_FROM = 'TickRelay <no-reply@tickrelay.local>';

  @int()
  @IsInt({ message: 'must be an integer from 1 to 1000000' })
  @Min(1, { message: 'must be an integer from 1 to 1000000' })
  @Max(1000000, { message: 'must be an integer from 1 to 1000000' })
  TELEMETRY_RATE_LIMIT_PER_MINUTE = 60;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 3650 (days)' })
  @Min(1, { message: 'must be an integer from 1 to 3650 (days)' })
  @Max(3650, { message: 'must be an integer from 1 to 3650 (days)' })
  TELEMETRY_RETENTION_DAYS = 90;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 500' })
  @Min(1, { message: 'must be an integer from 1 to 500' })
  @Max(500, { message: 'must be an integer from 1 to 500' })
  TELEMETRY_WORKER_CONCURRENCY = 128;

  // Empty turns GET /api/telemetry/stats off (404); a set token must be long enough to resist guessing.
  @IsString()
  @Matches(/^$|^[\x21-\x7e]{24,256}$/, {
    message: 'must be empty or 24-256 printable characters without spaces',
  })
  TELEMETRY_OPERATOR_TOKEN = '';

  // --- deliveries (issue 10: alerts → queue "alerts" → worker → deliveries log, paper account) ---
  @int()
  @IsInt({ message: 'must be an integer from 1 to 3650 (days)' })
  @Min(1, { message: 'must be an integer from 1 to 3650 (days)' })
  @Max(3650, { message: 'must be an integer from 1 to 3650 (days)' })
  DELIVERIES_RETENTION_DAYS = 90;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 200' })
  @Min(1, { message: 'must be an integer from 1 to 200' })
  @Max(200, { message: 'must be an integer from 1 to 200' })
  ALERT_WORKER_CONCURRENCY = 16;

  // --- accounts (issue 4) ---
  @IsIn(AUTH_PROVIDERS, { message: `must be one of ${AUTH_PROVIDERS.join(', ')}` })
  AUTH_PROVIDER: (typeof AUTH_PROVIDERS)[number] = 'local';

  @int()
  @IsInt({ message: 'must be an integer from 5 to 86400 (seconds)' })
  @Min(5, { message: 'must be an integer from 5 to 86400 (seconds)' })
  @Max(86400, { message: 'must be an integer from 5 to 86400 (seconds)' })
  AUTH_ACCESS_TOKEN_TTL_SECONDS = 600;

  @int()
  @IsInt({ message: 'must be an integer from 0 to 120 (seconds)' })
  @Min(0, { message: 'must be an integer from 0 to 120 (seconds)' })
  @Max(120, { message: 'must be an integer from 0 to 120 (seconds)' })
  AUTH_REFRESH_REUSE_GRACE_SECONDS = 10;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 100000' })
  @Min(1, { message: 'must be an integer from 1 to 100000' })
  @Max(100000, { message: 'must be an integer from 1 to 100000' })
  AUTH_RATE_LIMIT_PER_ADDRESS = 10;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 100000' })
  @Min(1, { message: 'must be an integer from 1 to 100000' })
  @Max(100000, { message: 'must be an integer from 1 to 100000' })
  AUTH_RATE_LIMIT_PER_ACCOUNT = 10;

  // --- accounts hardening (issue 8) ---
  @int()
  @IsInt({ message: 'must be an integer from 1 to 1000' })
  @Min(1, { message: 'must be an integer from 1 to 1000' })
  @Max(1000, { message: 'must be an integer from 1 to 1000' })
  AUTH_REENTRY_FAILURES_PER_ACCOUNT = 5;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 8760 (hours)' })
  @Min(1, { message: 'must be an integer from 1 to 8760 (hours)' })
  @Max(8760, { message: 'must be an integer from 1 to 8760 (hours)' })
  AUTH_SESSION_IDLE_TIMEOUT_HOURS = 168;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 8760 (hours)' })
  @Min(1, { message: 'must be an integer from 1 to 8760 (hours)' })
  @Max(8760, { message: 'must be an integer from 1 to 8760 (hours)' })
  @NotBelowField('AUTH_SESSION_IDLE_TIMEOUT_HOURS')
  AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS = 720;

  // At least the 24 hours of the first confirmation link, so a purge never kills the sign-up's own link.
  @int()
  @IsInt({ message: 'must be an integer from 24 to 8760 (hours)' })
  @Min(24, { message: 'must be an integer from 24 to 8760 (hours)' })
  @Max(8760, { message: 'must be an integer from 24 to 8760 (hours)' })
  AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS = 72;

  // Unset: 17 (N=2^17, OWASP's minimum for scrypt), or 14 when NODE_ENV=test (see AppConfig).
  @ValidateIf((env: EnvironmentVariables) => env.AUTH_SCRYPT_LOG2_N !== undefined)
  @int()
  @IsInt({ message: `must be an integer from ${SCRYPT_LOG2_N_MIN} to ${SCRYPT_LOG2_N_MAX}` })
  @Max(SCRYPT_LOG2_N_MAX, {
    message: `must be an integer from ${SCRYPT_LOG2_N_MIN} to ${SCRYPT_LOG2_N_MAX}`,
  })
  @ScryptCostFloor()
  AUTH_SCRYPT_LOG2_N: number | undefined = undefined;

  @int()
  @IsInt({ message: 'must be an integer from 1 to 16' })
  @Min(1, { message: 'must be an integer from 1 to 16' })
  @Max(16, { message: 'must be an integer from 1 to 16' })
  AUTH_PASSWORD_HASH_CONCURRENCY = 2;

  @ValidateIf((env: EnvironmentVariables) => env.AUTH_PROVIDER === 'supabase' || !!env.SUPABASE_URL)
  @IsUrlWithProtocol(['http:', 'https:'])
  SUPABASE_URL = '';

  @ValidateIf((env: EnvironmentVariables) => env.AUTH_PROVIDER === 'supabase')
  @IsString()
  @MinLength(1, { message: 'must be set when AUTH_PROVIDER is supabase' })
  SUPABASE_ANON_KEY = '';

  @IsString()
  SUPABASE_SERVICE_ROLE_KEY = '';

  // Empty: the worker writes mails (and their links) to the log instead of sending them, which
  // production refuses: a confirmation or recovery link in a log is a way into the account.
  @IsString()
  @Matches(/^$|^[A-Za-z0-9.-]{1,253}$/, { message: 'must be empty or a host name' })
  @SetInProduction(
    'must be set when NODE_ENV is production: without it the worker writes every mail, confirmation and recovery links included, to its log',
  )
  SMTP_HOST = '';

  @int()
  @IsInt({ message: 'must be an integer from 1 to 65535' })
  @Min(1, { message: 'must be an integer from 1 to 65535' })
  @Max(65535, { message: 'must be an integer from 1 to 65535' })
  SMTP_PORT = 587;

  @IsString()
  SMTP_USER = '';

  @IsString()
  SMTP_PASSWORD = '';

  @IsIn(['true', 'false'], { message: 'must be true or false' })
  SMTP_SECURE = 'false';

  // local: the api issues and verifies its own reCAPTCHA v3 tokens (no keys, no Google; development
  // and tests); google: Google's siteverify with RECAPTCHA_SECRET_KEY.
  // The local verifier stops no bot: NODE_ENV=production refuses it unless ALLOW_LOCAL_STAND_INS
  // lists recaptcha.
  @IsIn(RECAPTCHA_PROVIDERS, { message: `must be one of ${RECAPTCHA_PROVIDERS.join(', ')}` })
  @RealInProduction('RECAPTCHA_PROVIDER')
  RECAPTCHA_PROVIDER: (typeof RECAPTCHA_PROVIDERS)[number] = 'local';

  // RECAPTCHA_PROVIDER=google only. Empty: the reCAPTCHA guard answers 503 (it fails closed).
  @IsString()
  RECAPTCHA_SECRET_KEY = '';

  @IsUrlWithProtocol(['http:', 'https:'])
  RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

  @Type(() => Number)
  @IsNumber({ allowNaN: false }, { message: 'must be a number from 0 to 1' })
  @Min(0, { message: 'must be a number from 0 to 1' })
  @Max(1, { message: 'must be a number from 0 to 1' })
  RECAPTCHA_MIN_SCORE = 0.5;

  @Matches(/^$|^[A-Za-z0-9.-]+(\s*,\s*[A-Za-z0-9.-]+)*$/, {
    message: 'must be empty or a comma-separated list of host names',
  })
  RECAPTCHA_EXPECTED_HOSTNAMES = '';

  // --- membership and payments (issue 9) ---
  // sandbox: a local provider with its own hosted checkout page, no keys (development, e2e);
  // stripe: Stripe Checkout, Customer Portal and webhooks.
  // The sandbox takes no real payment: NODE_ENV=production refuses it unless
  // ALLOW_LOCAL_STAND_INS lists payments.
  @IsIn(PAYMENT_PROVIDER_NAMES, { message: `must be one of ${PAYMENT_PROVIDER_NAMES.join(', ')}` })
  @RealInProduction('PAYMENT_PROVIDER')
  PAYMENT_PROVIDER: (typeof PAYMENT_PROVIDER_NAMES)[number] = 'sandbox';

  // Days a past_due subscription (a renewal payment failed) stays entitled before it expires.
  @int()
  @IsInt({ message: 'must be an integer from 0 to 30 (days)' })
  @Min(0, { message: 'must be an integer from 0 to 30 (days)' })
  @Max(30, { message: 'must be an integer from 0 to 30 (days)' })
  BILLING_GRACE_DAYS = 3;

  // true: billing's clock runs ahead by an offset kept in Redis (api and worker alike), which the
  // sandbox's test-clock route advances; for tests only, so production refuses it.
  @IsIn(['true', 'false'], { message: 'must be true or false' })
  @NotTrueInProduction(
    'must be false when NODE_ENV is production: the test clock lets anyone who can reach it move subscriptions through time',
  )
  BILLING_TEST_CLOCK = 'false';

  // --- the sandbox payment provider (PAYMENT_PROVIDER=sandbox) ---
  // Its events are signed with this secret (HMAC-SHA256). Empty: a fixed development secret,
  // which production refuses (a known secret would let anyone forge payments).
  @IsString()
  @Matches(/^$|^[\x21-\x7e]{16,256}$/, {
    message: 'must be empty or 16-256 printable characters without spaces',
  })
  @ValidateBy({
    name: 'sandboxSecretInProduction',
    validator: {
      validate: (value: unknown, args) => {
        const env = args?.object as EnvironmentVariables | undefined;
        return (
          env?.NODE_ENV !== 'production' ||
          env.PAYMENT_PROVIDER !== 'sandbox' ||
          !parseStandIns(env.ALLOW_LOCAL_STAND_INS).includes('payments') ||
          value !== ''
        );
      },
      defaultMessage: () =>
        'must be set when NODE_ENV is production and PAYMENT_PROVIDER is sandbox',
    },
  })
  PAYMENT_SANDBOX_WEBHOOK_SECRET = '';

  // Where the sandbox (in the worker) delivers its events: the api's POST /api/payments/webhook.
  // Empty: http://127.0.0.1:$PORT/api/payments/webhook (api and worker on one host).
  @ValidateIf((env: EnvironmentVariables) => env.PAYMENT_SANDBOX_WEBHOOK_URL !== '')
  @IsUrlWithProtocol(['http:', 'https:'])
  PAYMENT_SANDBOX_WEBHOOK_URL = '';

  // --- Stripe (PAYMENT_PROVIDER=stripe; each required then) ---
  // Secret API key (sk_…) or restricted key (rk_…) of the account.
  @ValidateIf((env: EnvironmentVariables) => usesStripe(env) || env.STRIPE_SECRET_KEY !== '')
  @Matches(/^(sk|rk)_(test|live)_[\x21-\x7e]+$/, {
    message:
      'must be a Stripe secret key (sk_test_…, sk_live_…, rk_…) when PAYMENT_PROVIDER is stripe',
  })
  STRIPE_SECRET_KEY = '';

  // Signing secret (whsec_…) of the webhook endpoint that points at POST /api/payments/webhook.
  @ValidateIf((env: EnvironmentVariables) => usesStripe(env) || env.STRIPE_WEBHOOK_SECRET !== '')
  @Matches(/^whsec_[\x21-\x7e]+$/, {
    message: 'must be the webhook signing secret (whsec_…) when PAYMENT_PROVIDER is stripe',
  })
  STRIPE_WEBHOOK_SECRET = '';

  // The product (prod_… or its custom id) every subscription price is created under.
  @ValidateIf((env: EnvironmentVariables) => usesStripe(env) || env.STRIPE_PRODUCT_ID !== '')
  @Matches(/^[\x21-\x7e]{1,255}$/, {
    message: 'must be the id of a Stripe product (prod_…) when PAYMENT_PROVIDER is stripe',
  })
  STRIPE_PRODUCT_ID = '';

  // Stripe's API; tests point it at a local stub. Production wants https.
  @IsUrlWithProtocol(['http:', 'https:'])
  @ValidateBy({
    name: 'httpsInProduction',
    validator: {
      validate: (value: unknown, args) =>
        (args?.object as EnvironmentVariables | undefined)?.NODE_ENV !== 'production' ||
        (typeof value === 'string' && value.startsWith('https://')),
      defaultMessage: () => 'must be an https:// URL when NODE_ENV is production',
    },
  })
  STRIPE_API_BASE_URL = 'https://api.stripe.com';

  // --- members' webhooks (issue 10) ---
  // Keys sealing the webhook tokens at rest (AES-256-GCM), so the member's page can show the URL
  // again: `id:key` entries, comma-separated, each key 32 random bytes in base64; the first seals
  // new tokens, later ones still open older tokens (rotation). Empty: a development key, which
  // production refuses.
  @IsSealingKeys(WEBHOOK_DEVELOPMENT_TOKEN_KEY, 'every webhook token')
  WEBHOOK_TOKEN_KEYS = '';

  // Requests a minute one webhook URL accepts before 429 (requests to unknown URLs are counted
  // per client address under the same limit).
  @int()
  @IsInt({ message: 'must be an integer from 1 to 100000' })
  @Min(1, { message: 'must be an integer from 1 to 100000' })
  @Max(100000, { message: 'must be an integer from 1 to 100000' })
  WEBHOOK_RATE_LIMIT_PER_MINUTE = 60;

  // --- Tradovate (issue 11): the live broker's REST API, per environment ---
  // Demo (simulated money) and live base URLs, with the /v1 path; tests point them at a local stub.
  // https in production, unless ALLOW_LOCAL_STAND_INS lists tradovate (a stub over http).
  @IsUrlWithProtocol(['http:', 'https:'])
  @RealInProduction('TRADOVATE_DEMO_URL')
  TRADOVATE_DEMO_URL = 'https://demo.tradovateapi.com/v1';

  @IsUrlWithProtocol(['http:', 'https:'])
  @RealInProduction('TRADOVATE_LIVE_URL')
  TRADOVATE_LIVE_URL = 'https://live.tradovateapi.com/v1';

  // How long one request to Tradovate may take before it counts as unanswered (an order whose
  // answer timed out is looked up by its client order id before it is ever sent again).
  @int()
  @IsInt({ message: 'must be an integer from 500 to 60000 (milliseconds)' })
  @Min(500, { message: 'must be an integer from 500 to 60000 (milliseconds)' })
  @Max(60000, { message: 'must be an integer from 500 to 60000 (milliseconds)' })
  TRADOVATE_REQUEST_TIMEOUT_MS = 5000;

  // Keys sealing members' broker credentials at rest (AES-256-GCM, common/crypto): `id:key`
  // entries like WEBHOOK_TOKEN_KEYS, the first seals, later ones still open older values
  // (rotation). Empty: a development key, which production refuses.
  @IsSealingKeys(CREDENTIAL_DEVELOPMENT_KEY, "every member's broker credentials")
  CREDENTIAL_KEYS = '';

  // --- destinations: relays to members' HTTPS endpoints, Discord and Telegram (issue 11) ---
  // Private address:port pairs relays may reach anyway (comma-separated; IPv6 in brackets). For
  // tests and local development only (a receiver on this machine): each pair is a hole in the
  // SSRF refusal, and the boot log warns while it is set. Empty in production.
  @IsPrivateTargetList()
  RELAY_ALLOWED_PRIVATE_TARGETS = '';

  // A PEM file of extra CA certificates trusted for destinations' TLS besides Node's roots (a
  // company CA; the tests' self-signed certificate). Empty: Node's roots only.
  @IsString()
  RELAY_CA_FILE = '';

  // How many of one member's relay attempts run at once across every worker process (their share
  // of the relays consumer; a job of a member at it waits, deferred without spending an attempt).
  // 0: a quarter of one worker's relays concurrency (max(8, WORKER_CONCURRENCY × 4)), at least 2.
  @int()
  @IsInt({ message: 'must be an integer from 0 to 1000 (0: a quarter of the relays concurrency)' })
  @Min(0, { message: 'must be an integer from 0 to 1000 (0: a quarter of the relays concurrency)' })
  @Max(1000, {
    message: 'must be an integer from 0 to 1000 (0: a quarter of the relays concurrency)',
  })
  RELAY_MEMBER_CONCURRENCY = 0;

  // How many of one member's relays may be outstanding (queued, running or waiting for a retry)
  // at once. Past it a delivery's relays are not queued but logged failed RELAY_BACKLOG_MEMBER:
  // one member's hanging destinations never fill the relays queue up to QUEUE_BACKLOG_MAX, where
  // everyone's relays would be refused.
  @int()
  @IsInt({ message: 'must be an integer from 10 to 100000' })
  @Min(10, { message: 'must be an integer from 10 to 100000' })
  @Max(100000, { message: 'must be an integer from 10 to 100000' })
  RELAY_MEMBER_BACKLOG_MAX = 500;

  // local: Discord messages stay on this machine (a capped Redis list per webhook, and the log)
  // and count as sent; discord: Discord's Execute Webhook at DISCORD_API_ORIGIN.
  // Refused in production unless ALLOW_LOCAL_STAND_INS lists discord.
  @IsIn(DISCORD_PROVIDERS, { message: `must be one of ${DISCORD_PROVIDERS.join(', ')}` })
  @RealInProduction('DISCORD_PROVIDER')
  DISCORD_PROVIDER: (typeof DISCORD_PROVIDERS)[number] = 'local';

  // Where webhooks are executed (the member's URL keeps only its id and token): trusted as the
  // operator's, so it may be private or http (a stub in tests); https in production.
  @IsApiOrigin()
  DISCORD_API_ORIGIN = 'https://discord.com';

  // local: Telegram messages stay on this machine (a capped Redis list per chat, and the log) and
  // count as sent; telegram: the platform's bot (TELEGRAM_BOT_TOKEN) through the Bot API.
  // Refused in production unless ALLOW_LOCAL_STAND_INS lists telegram.
  @IsIn(TELEGRAM_PROVIDERS, { message: `must be one of ${TELEGRAM_PROVIDERS.join(', ')}` })
  @RealInProduction('TELEGRAM_PROVIDER')
  TELEGRAM_PROVIDER: (typeof TELEGRAM_PROVIDERS)[number] = 'local';

  // The Bot API's origin, trusted as the operator's like DISCORD_API_ORIGIN.
  @IsApiOrigin()
  TELEGRAM_API_ORIGIN = 'https://api.telegram.org';

  // The bot's token from @BotFather (123456789:AA…); required with TELEGRAM_PROVIDER=telegram.
  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.TELEGRAM_PROVIDER === 'telegram' || env.TELEGRAM_BOT_TOKEN !== '',
  )
  @Matches(/^\d{1,20}:[A-Za-z0-9_-]{30,100}$/, {
    message:
      'must be a bot token from @BotFather (123456789:AA…) when TELEGRAM_PROVIDER is telegram',
  })
  TELEGRAM_BOT_TOKEN = '';

  // The bot's @username without the @, shown to members ("start a chat with @…"); required with
  // TELEGRAM_PROVIDER=telegram.
  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.TELEGRAM_PROVIDER === 'telegram' || env.TELEGRAM_BOT_USERNAME !== '',
  )
  @Matches(/^[A-Za-z][A-Za-z0-9_]{1,29}[Bb][Oo][Tt]$/, {
    message:
      'must be the bot\'s username (5-32 letters, digits or "_", ending in "bot") when TELEGRAM_PROVIDER is telegram',
  })
  TELEGRAM_BOT_USERNAME = '';

  // The secret Telegram sends back in X-Telegram-Bot-Api-Secret-Token with every update it POSTs
  // to /api/telegram/updates (setWebhook's secret_token: 1-256 of A-Z a-z 0-9 _ -). The bot's
  // `/start <code>` updates link members' chats, so an update without it is refused. Required
  // with TELEGRAM_PROVIDER=telegram; empty otherwise: the route answers 404.
  @ValidateIf(
    (env: EnvironmentVariables) =>
      env.TELEGRAM_PROVIDER === 'telegram' || env.TELEGRAM_WEBHOOK_SECRET !== '',
  )
  @Matches(/^[A-Za-z0-9_-]{32,256}$/, {
    message:
      'must be 32-256 letters, digits, "_" or "-" (e.g. `openssl rand -hex 32`) when TELEGRAM_PROVIDER is telegram',
  })
  TELEGRAM_WEBHOOK_SECRET = '';

  // --- member-only downloads (issue 12) ---
  // Signs the short-lived download links (HMAC-SHA256): 32-256 printable characters without
  // spaces, e.g. `openssl rand -hex 32`. Empty: a development secret, which production refuses
  // (anyone can read it in the source, and so forge a link to any member-only file).
  @Matches(/^$|^[\x21-\x7e]{32,256}$/, {
    message: 'must be empty or 32-256 printable characters without spaces',
  })
  @ValidateBy({
    name: 'downloadLinkSecretInProduction',
    validator: {
      validate: (value: unknown, args) => {
        const env = args?.object as EnvironmentVariables | undefined;
        return (
          env?.NODE_ENV !== 'production' ||
          (value !== '' && value !== DOWNLOAD_LINK_DEVELOPMENT_SECRET)
        );
      },
      defaultMessage: () =>
        'must be set to a secret of its own when NODE_ENV is production: the development secret is public',
    },
  })
  DOWNLOAD_LINK_SECRET = '';
}

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
