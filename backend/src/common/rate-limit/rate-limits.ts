const MINUTE = 60_000;

/**
 * Named limits, stricter than the global default; a route opts in with @RateLimit('<name>').
 * Counted per client address and shared by every route using the same name.
 */
export const RATE_LIMITS = {
  // The limit is AUTH_RATE_LIMIT_PER_ADDRESS (see rateLimitOf); 10 is its default.
  auth: { limit: 10, ttl: 15 * MINUTE },
  contact: { limit: 5, ttl: 10 * MINUTE },
  // Per webhook URL (its token's hash); the limit is WEBHOOK_RATE_LIMIT_PER_MINUTE (see rateLimitOf).
  webhook: { limit: 60, ttl: MINUTE },
  // Starting a checkout (each one creates a session at the payment provider).
  checkout: { limit: 10, ttl: 10 * MINUTE },
  // The limit is TELEMETRY_RATE_LIMIT_PER_MINUTE (see rateLimitOf); 60 is its default.
  telemetry: { limit: 60, ttl: MINUTE },
  // Tokens of the local reCAPTCHA provider (a page asks one on opening and one per protected submit).
  recaptcha: { limit: 30, ttl: MINUTE },
} as const satisfies Record<string, { limit: number; ttl: number }>;

export type RateLimitName = keyof typeof RATE_LIMITS;

export const RATE_LIMIT_NAMES = Object.keys(RATE_LIMITS) as RateLimitName[];

/** The global default applies to every route that does not opt out, per client address. */
export const DEFAULT_RATE_LIMIT_NAME = 'default';
export const DEFAULT_RATE_LIMIT_TTL = MINUTE;

/**
 * Limits per signed-in member (@MemberRateLimit), counted in Redis by member id on every replica.
 * `billing`: the member's actions that call the payment provider (checkout, cancel, resume,
 * change plan, portal, invoices): one member cannot spend the platform's provider quota.
 */
export const MEMBER_RATE_LIMITS = {
  billing: { limit: 20, ttl: 10 * MINUTE },
} as const satisfies Record<string, { limit: number; ttl: number }>;
