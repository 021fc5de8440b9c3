import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import type { Redis } from 'ioredis';

import { AppConfig } from '@/config/app-config';
import { QUEUES } from '@/queue/queues';
import { RedisService } from '@/redis/redis.service';

/** The default share: this fraction of one worker's `relays` concurrency, and never below the floor. */
export const RELAY_MEMBER_SHARE_FRACTION = 0.25;
export const RELAY_MEMBER_SHARE_FLOOR = 2;

/**
 * A slot outlives its attempt by this much when nobody gives it back (a killed worker): an attempt
 * waits at most DESTINATION_LIMITS.timeoutMs on the destination, plus a few reads and writes.
 */
export const RELAY_SLOT_TTL_MS = DESTINATION_LIMITS.timeoutMs + 10_000;

/**
 * A deferred job keeps its place in its member's line while it comes back within this long (its
 * deferral is at most FAIRNESS_DELAY_MAX_MS; the rest is for a busy queue). A job that never
 * comes back (removed) stops counting ahead of the others after this.
 */
export const RELAY_WAITER_TTL_MS = 5 * 60_000;

/** A deferral grows with the jobs ahead in the member's line, up to the cap, jittered. */
export const FAIRNESS_DELAY_BASE_MS = 1000;
export const FAIRNESS_DELAY_MAX_MS = 30_000;

/**
 * How many of one member's relay attempts may run at once across every worker process:
 * RELAY_MEMBER_CONCURRENCY, or by default a quarter of one worker's `relays` concurrency, at least
 * 2 (WORKER_CONCURRENCY 5: 20 slots a worker, 5 a member, one alert to 5 destinations at once).
 */
export function relayMemberShare(config: AppConfig): number {
  if (config.relays.memberConcurrency !== undefined) return config.relays.memberConcurrency;
  const concurrency = QUEUES.relays.consumer.concurrency(config);
  return Math.max(RELAY_MEMBER_SHARE_FLOOR, Math.floor(concurrency * RELAY_MEMBER_SHARE_FRACTION));
}

/**
 * How long a job that found its member at the share waits before it asks again: about a second
 * per `share` jobs ahead of it (a slot frees when an attempt ends, 5 s at worst), capped, less up
 * to half at random so the member's jobs do not all come back together. The first in line is
 * also woken early, when a slot is given back.
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

export interface RelayMemberSlotsOptions {
  share: number;
  slotTtlMs?: number;
  waiterTtlMs?: number;
}

/**
 * One member's share of the `relays` consumer, held in Redis so it bounds every worker process
 * together: at most `share` slots (a sorted set of job ids scored by expiry), and a line of the
 * member's jobs that found the share full (scored by their first deferral, so a job deferred
 * again keeps its place and the member's relays go in order). Acquiring is idempotent for a job
 * id (a job run again after a stall keeps its slot); a slot nobody gives back lapses after
 * slotTtlMs, a place in line after waiterTtlMs without the job coming back.
 */
export class RelayMemberSlots {
  readonly share: number;
  private readonly slotTtlMs: number;
  private readonly waiterTtlMs: number;

  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
    options: RelayMemberSlotsOptions,
  ) {
    this.share = options.share;
    this.slotTtlMs = options.slotTtlMs ?? RELAY_SLOT_TTL_MS;
    this.waiterTtlMs = options.waiterTtlMs ?? RELAY_WAITER_TTL_MS;
  }

  /** The member's keys; the hash tag keeps them on one Redis Cluster slot. */
  keys(memberId: string): [string, string, string] {
    const base = `${this.prefix}:relays:share:{${memberId}}`;
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

/** The worker's RelayMemberSlots: the process' Redis connection, the share from the config. */
export const RELAY_MEMBER_SLOTS_PROVIDER = {
  provide: RelayMemberSlots,
  inject: [AppConfig, RedisService],
  useFactory: (config: AppConfig, redis: RedisService) =>
    new RelayMemberSlots(redis.client, config.queuePrefix, { share: relayMemberShare(config) }),
};
