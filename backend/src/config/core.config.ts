import { IsIn, IsString, Matches, MinLength, ValidateBy } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables, NODE_ENVS } from './base.variables';
import { isStandInList, STAND_INS } from './production-stand-ins';
import { IntRange } from './validators/int-range';
import { NotBelowField } from './validators/not-below-field';
import { IsProxyList } from './validators/proxy-list';
import { IsUrlWithProtocol } from './validators/url';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * The process's own variables, read by every feature: environment, ports, Postgres, Redis,
 * logging, proxies, the public URL, queues and job retries. Each documented in /.env.example.
 */
export class CoreVariables extends BaseVariables {
  @IsIn(NODE_ENVS, { message: `must be one of ${NODE_ENVS.join(', ')}` })
  override NODE_ENV: (typeof NODE_ENVS)[number] = 'development';

  @IntRange(1, 65535)
  PORT = 3000;

  @IntRange(1, 65535)
  WORKER_PORT = 3001;

  @IsString()
  @MinLength(1, { message: 'must not be empty' })
  HOST = '0.0.0.0';

  @IsUrlWithProtocol(['postgres:', 'postgresql:'])
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/tickrelay';

  @IntRange(1, 100)
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
  override ALLOW_LOCAL_STAND_INS = '';

  // The proxies whose X-Forwarded-For (and -Proto, -Host) the api believes: addresses or CIDRs, or
  // loopback / linklocal / uniquelocal, comma-separated; "none" believes no proxy. Never a hop count
  // or "true", which would believe whatever a client sends from anywhere.
  @IsProxyList()
  TRUSTED_PROXY_CIDRS = 'loopback';

  @IsUrlWithProtocol(['http:', 'https:'])
  PUBLIC_URL = 'http://localhost:8080';

  @Matches(/^[A-Za-z0-9_-]{1,32}$/, { message: 'must be 1-32 letters, digits, "-" or "_"' })
  QUEUE_PREFIX = 'tickrelay';

  @IntRange(1000, 120000, 'milliseconds')
  SHUTDOWN_TIMEOUT_MS = 10000;

  @IntRange(1, 100000)
  RATE_LIMIT_DEFAULT_PER_MINUTE = 300;

  @IntRange(1, 100)
  WORKER_CONCURRENCY = 5;

  // Jobs waiting or delayed on one queue past which the api answers 503 + Retry-After instead of
  // adding more (Redis has a memory bound; a backlog that outgrows it would stop every route).
  @IntRange(10, 10000000)
  QUEUE_BACKLOG_MAX = 100000;

  // Transient errors (a dependency down, out of connections or disk, read-only, a lock or statement
  // timeout, an SMTP 4xx) put a job back as delayed without spending an attempt: the first delay
  // doubles up to the cap, for as long as the job is younger than JOB_RETRY_GIVE_UP_HOURS.
  @IntRange(10, 3600000, 'milliseconds')
  JOB_RETRY_FIRST_DELAY_MS = 5000;

  @IntRange(10, 86400000, 'milliseconds')
  @NotBelowField<CoreVariables>('JOB_RETRY_FIRST_DELAY_MS')
  JOB_RETRY_MAX_DELAY_MS = 300000;

  // Past this age a transient error counts as an ordinary failure (attempts and backoff), so an
  // error wrongly taken for transient cannot retry a job for ever.
  @IntRange(1, 8760, 'hours')
  JOB_RETRY_GIVE_UP_HOURS = 72;
}

const HOUR_MS = 60 * 60 * 1000;

/** How a job whose handler threw a transient error is retried (see isTransient). */
export interface JobRetrySettings {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Past this age (since the job was added) a transient error is an ordinary failure. */
  giveUpAfterMs: number;
}

export function jobRetrySettings(env: CoreVariables): JobRetrySettings {
  return {
    firstDelayMs: env.JOB_RETRY_FIRST_DELAY_MS,
    maxDelayMs: env.JOB_RETRY_MAX_DELAY_MS,
    giveUpAfterMs: env.JOB_RETRY_GIVE_UP_HOURS * HOUR_MS,
  };
}

/** TRUSTED_PROXY_CIDRS as express's 'trust proxy' list; "none": empty. */
export function parseTrustedProxies(raw: string): string[] {
  if (raw === 'none') return [];
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
