import { Type } from 'class-transformer';
import { IsIn, IsInt, IsString, Max, MinLength, ValidateIf } from 'class-validator';

// Relative, not '@/': the integration tests' global setup loads config without jest's path mapping.
import { BaseVariables } from '../../config/base.variables';
import { IntRange, intRangeMessage } from '../../config/validators/int-range';
import { NotBelowField } from '../../config/validators/not-below-field';
import {
  SCRYPT_LOG2_N_MAX,
  SCRYPT_LOG2_N_MIN,
  ScryptCostFloor,
} from '../../config/validators/scrypt-cost';
import { IsUrlWithProtocol } from '../../config/validators/url';

export const AUTH_PROVIDERS = ['local', 'supabase'] as const;

/** The scrypt cost tests get unless they set AUTH_SCRYPT_LOG2_N (N=2^14: ~60 ms instead of ~500). */
export const TEST_SCRYPT_LOG2_N = 14;

/** Accounts and sessions (issues 4 and 8), local or Supabase; each in /.env.example. */
export class AuthVariables extends BaseVariables {
  @IsIn(AUTH_PROVIDERS, { message: `must be one of ${AUTH_PROVIDERS.join(', ')}` })
  AUTH_PROVIDER: (typeof AUTH_PROVIDERS)[number] = 'local';

  @IntRange(5, 86400, 'seconds')
  AUTH_ACCESS_TOKEN_TTL_SECONDS = 600;

  @IntRange(0, 120, 'seconds')
  AUTH_REFRESH_REUSE_GRACE_SECONDS = 10;

  @IntRange(1, 100000)
  AUTH_RATE_LIMIT_PER_ADDRESS = 10;

  @IntRange(1, 100000)
  AUTH_RATE_LIMIT_PER_ACCOUNT = 10;

  // --- accounts hardening (issue 8) ---
  @IntRange(1, 1000)
  AUTH_REENTRY_FAILURES_PER_ACCOUNT = 5;

  @IntRange(1, 8760, 'hours')
  AUTH_SESSION_IDLE_TIMEOUT_HOURS = 168;

  @IntRange(1, 8760, 'hours')
  @NotBelowField<AuthVariables>('AUTH_SESSION_IDLE_TIMEOUT_HOURS')
  AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS = 720;

  // At least the 24 hours of the first confirmation link, so a purge never kills the sign-up's own link.
  @IntRange(24, 8760, 'hours')
  AUTH_UNCONFIRMED_ACCOUNT_TTL_HOURS = 72;

  // Unset: 17 (N=2^17, OWASP's minimum for scrypt), or 14 when NODE_ENV=test (authSettings).
  // Not IntRange: the floor depends on NODE_ENV (ScryptCostFloor), the message stays the range.
  @ValidateIf((env: AuthVariables) => env.AUTH_SCRYPT_LOG2_N !== undefined)
  @Type(() => Number)
  @IsInt({ message: intRangeMessage(SCRYPT_LOG2_N_MIN, SCRYPT_LOG2_N_MAX) })
  @Max(SCRYPT_LOG2_N_MAX, { message: intRangeMessage(SCRYPT_LOG2_N_MIN, SCRYPT_LOG2_N_MAX) })
  @ScryptCostFloor()
  AUTH_SCRYPT_LOG2_N: number | undefined = undefined;

  @IntRange(1, 16)
  AUTH_PASSWORD_HASH_CONCURRENCY = 2;

  @ValidateIf((env: AuthVariables) => env.AUTH_PROVIDER === 'supabase' || !!env.SUPABASE_URL)
  @IsUrlWithProtocol(['http:', 'https:'])
  SUPABASE_URL = '';

  @ValidateIf((env: AuthVariables) => env.AUTH_PROVIDER === 'supabase')
  @IsString()
  @MinLength(1, { message: 'must be set when AUTH_PROVIDER is supabase' })
  SUPABASE_ANON_KEY = '';

  @IsString()
  SUPABASE_SERVICE_ROLE_KEY = '';
}

export interface AuthSettings {
  provider: AuthVariables['AUTH_PROVIDER'];
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

const HOUR_MS = 60 * 60 * 1000;

export function authSettings(env: AuthVariables): AuthSettings {
  return {
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
}
