import type { Redis } from 'ioredis';

/**
 * A deferred job keeps its place in its member's line while it comes back within this long (its
 * deferral is at most FAIRNESS_DELAY_MAX_MS; the rest is for a busy queue). A job that never
 * comes back (removed) stops counting ahead of the others after this.
 */
export const MEMBER_WAITER_TTL_MS = 5 * 60_000;

/** A deferral grows with the jobs ahead in the member's line, up to the cap, jittered. */
export const FAIRNESS_DELAY_BASE_MS = 1000;
export const FAIRNESS_DELAY_MAX_MS = 30_000;

/**
 * A member's share of a consumer of `concurrency` slots: `fraction` of them, never below `floor`
 * (one member alone still runs), unless `configured`.
 */
export function memberShareOf(
  concurrency: number,
  fraction: number,
  floor: number,
  configured?: number,
): number {
  if (configured !== undefined) return configured;
  return Math.max(floor, Math.floor(concurrency * fraction));
}

/**
 * How long a job that found its member at the share waits before it asks again: about a second
 * per `share` jobs ahead of it (a slot frees when a run ends), capped, less up to half at random
 * so the member's jobs do not all come back together. The first in line is also woken early,
 * when a slot is given back.
 */
export function fairnessDelayMs(ahead: number, share: number, random = Math.random): number {
  const nominal = Math.min(
    FAIRNESS_DELAY_MAX_MS,
    FAIRNESS_DELAY_BASE_MS * (1 + Math.floor(ahead / Math.max(1, share))),
  );
  return Math.max(1, Math.round(nominal * (1 - 0.5 * random())));
}

export type SlotDecision =
  | { granted: true }
  /** `ahead`: the member's jobs in line before this one (alive, by their first deferral). */
  | { granted: false; ahead: number };

// KEYS[1] the member's slots (job id → expiry), KEYS[2] its line (job id → its place: the time of
// its first deferral, or just after the last place when that is later), KEYS[3] the line's
// liveness (job id → expiry). Time is Redis's: one clock for every worker. The prelude drops
// lapsed slots and places (a bounded number of places per call).
const PRELUDE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local lapsed = redis.call('ZRANGEBYSCORE', KEYS[3], '-inf', now, 'LIMIT', 0, 200)
for _, gone in ipairs(lapsed) do
  redis.call('ZREM', KEYS[2], gone)
  redis.call('ZREM', KEYS[3], gone)
end
`;

// ARGV: job id, share, slot ttl, waiter ttl. Returns -1 when granted, else the jobs ahead.
const ACQUIRE = `${PRELUDE}
local id, share = ARGV[1], tonumber(ARGV[2])
local slotTtl, waiterTtl = tonumber(ARGV[3]), tonumber(ARGV[4])
local keep = math.max(slotTtl, waiterTtl)
local held = redis.call('ZSCORE', KEYS[1], id)
local free = share - redis.call('ZCARD', KEYS[1])
local ahead
local ticket = redis.call('ZSCORE', KEYS[2], id)
if ticket then
  ahead = redis.call('ZCOUNT', KEYS[2], '-inf', '(' .. ticket)
else
  ahead = redis.call('ZCARD', KEYS[2])
end
if held or ahead < free then
  redis.call('ZADD', KEYS[1], now + slotTtl, id)
  redis.call('ZREM', KEYS[2], id)
  redis.call('ZREM', KEYS[3], id)
  redis.call('PEXPIRE', KEYS[1], keep)
  return -1
end
if not ticket then
  -- After every place given so far, even within the same millisecond: one order, no ties.
  local last = redis.call('ZRANGE', KEYS[2], -1, -1, 'WITHSCORES')
  ticket = now
  if last[2] and tonumber(last[2]) >= now then ticket = tonumber(last[2]) + 1 end
  redis.call('ZADD', KEYS[2], ticket, id)
end
redis.call('ZADD', KEYS[3], now + waiterTtl, id)
redis.call('PEXPIRE', KEYS[1], keep)
redis.call('PEXPIRE', KEYS[2], keep)
redis.call('PEXPIRE', KEYS[3], keep)
return ahead
`;

// ARGV: job id, share. Gives the slot back; returns the first jobs in line, one per free slot
// (to wake them).
const RELEASE = `${PRELUDE}
redis.call('ZREM', KEYS[1], ARGV[1])
local free = tonumber(ARGV[2]) - redis.call('ZCARD', KEYS[1])
if free <= 0 then return {} end
return redis.call('ZRANGE', KEYS[2], 0, free - 1)
`;

// ARGV: job id. Takes it out of the line.
const FORGET = `
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
return 1
`;

export interface MemberSlotsOptions {
  /** The consumer whose slots are shared out ('relays', 'alerts'): part of the keys. */
  pool: string;
  share: number;
  /** A slot nobody gives back (a killed worker) lapses after this: longer than a run may take. */
  slotTtlMs: number;
  /** A place in line lapses after this without its job coming back (removed). */
  waiterTtlMs?: number;
}

/**
 * One member's share of a queue's consumer, held in Redis so it bounds every worker process
 * together: at most `share` slots (a sorted set of job ids scored by expiry), and a line of the
 * member's jobs that found the share full (scored by their first deferral, so a job deferred
 * again keeps its place and the member's relays go in order). Acquiring is idempotent for a job
 * id (a job run again after a stall keeps its slot); a slot nobody gives back lapses after
 * slotTtlMs, a place in line after waiterTtlMs without the job coming back.
 */
export class MemberSlots {
  readonly share: number;
  private readonly slotTtlMs: number;
  private readonly waiterTtlMs: number;

  private readonly pool: string;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    options: MemberSlotsOptions,
  ) {
    this.pool = options.pool;
    this.share = options.share;
    this.slotTtlMs = options.slotTtlMs;
    this.waiterTtlMs = options.waiterTtlMs ?? MEMBER_WAITER_TTL_MS;
  }

  /** The member's keys in the pool; the hash tag keeps them on one Redis Cluster slot. */
  keys(memberId: string): [string, string, string] {
    const base = `${this.prefix}:${this.pool}:share:{${memberId}}`;
    return [`${base}:slots`, `${base}:line`, `${base}:alive`];
  }

  async acquire(memberId: string, jobId: string): Promise<SlotDecision> {
    const reply = await this.redis.eval(
      ACQUIRE,
      3,
      ...this.keys(memberId),
      jobId,
      this.share,
      this.slotTtlMs,
      this.waiterTtlMs,
    );
    const ahead = Number(reply);
    return ahead < 0 ? { granted: true } : { granted: false, ahead };
  }

  /** Gives the job's slot back; the first jobs in line to wake, one per free slot. */
  async release(memberId: string, jobId: string): Promise<string[]> {
    const reply = await this.redis.eval(RELEASE, 3, ...this.keys(memberId), jobId, this.share);
    return Array.isArray(reply) ? reply.map(String) : [];
  }

  /** Takes a job that no longer exists out of the member's line. */
  async forget(memberId: string, jobId: string): Promise<void> {
    await this.redis.eval(FORGET, 3, ...this.keys(memberId), jobId);
  }
}
