import { plainToInstance } from 'class-transformer';
import { validateSync, type ValidationError } from 'class-validator';

import { EnvironmentVariables, SECRET_VARIABLES } from './env.schema';

export type TrustProxy = boolean | number | string;

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
  readonly trustProxy: TrustProxy;
  readonly publicUrl: string;
  readonly queuePrefix: string;
  readonly shutdownTimeoutMs: number;
  readonly rateLimitDefaultPerMinute: number;
  readonly workerConcurrency: number;
  readonly contactInboxEmail: string;
  readonly mailFrom: string;
  readonly telemetryRateLimitPerMinute: number;
  readonly telemetryRetentionDays: number;
  readonly telemetryWorkerConcurrency: number;
  /** Undefined when the operator stats endpoint is off. */
  readonly telemetryOperatorToken: string | undefined;

  constructor(env: EnvironmentVariables) {
    this.nodeEnv = env.NODE_ENV;
    this.port = env.PORT;
    this.workerPort = env.WORKER_PORT;
    this.host = env.HOST;
    this.databaseUrl = env.DATABASE_URL;
    this.databasePoolMax = env.DATABASE_POOL_MAX;
    this.redisUrl = env.REDIS_URL;
    this.logLevel = env.LOG_LEVEL;
    this.trustProxy = parseTrustProxy(env.TRUST_PROXY);
    this.publicUrl = env.PUBLIC_URL.replace(/\/+$/, '');
    this.queuePrefix = env.QUEUE_PREFIX;
    this.shutdownTimeoutMs = env.SHUTDOWN_TIMEOUT_MS;
    this.rateLimitDefaultPerMinute = env.RATE_LIMIT_DEFAULT_PER_MINUTE;
    this.workerConcurrency = env.WORKER_CONCURRENCY;
    this.contactInboxEmail = env.CONTACT_INBOX_EMAIL;
    this.mailFrom = env.MAIL_FROM;
    this.telemetryRateLimitPerMinute = env.TELEMETRY_RATE_LIMIT_PER_MINUTE;
    this.telemetryRetentionDays = env.TELEMETRY_RETENTION_DAYS;
    this.telemetryWorkerConcurrency = env.TELEMETRY_WORKER_CONCURRENCY;
    this.telemetryOperatorToken = env.TELEMETRY_OPERATOR_TOKEN || undefined;
  }

  get isProduction(): boolean {
    return this.nodeEnv === 'production';
  }
}

export function parseTrustProxy(raw: string): TrustProxy {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw
    .split(',')
    .map((part) => part.trim())
    .join(',');
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
  if (errors.length > 0) {
    return { ok: false, problems: errors.map((error) => describe(error, input)) };
  }
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
