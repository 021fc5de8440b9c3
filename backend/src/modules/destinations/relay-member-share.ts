import { DESTINATION_LIMITS } from '@tickrelay/contracts/destinations/destinations';
import type { Redis } from 'ioredis';

import {
  MemberSlots,
  type MemberSlotsOptions,
  memberShareOf,
} from '@/common/fair-share/member-slots';
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
 * How many of one member's relay attempts may run at once across every worker process:
 * RELAY_MEMBER_CONCURRENCY, or by default a quarter of one worker's `relays` concurrency, at least
 * 2 (WORKER_CONCURRENCY 5: 20 slots a worker, 5 a member, one alert to 5 destinations at once).
 */
export function relayMemberShare(config: AppConfig): number {
  return memberShareOf(
    QUEUES.relays.consumer.concurrency(config),
    RELAY_MEMBER_SHARE_FRACTION,
    RELAY_MEMBER_SHARE_FLOOR,
    config.relays.memberConcurrency,
  );
}

/** The `relays` pool of MemberSlots (common/fair-share), with the relay attempt's slot lifetime. */
export class RelayMemberSlots extends MemberSlots {
  constructor(
    redis: Redis,
    prefix: string,
    options: Omit<MemberSlotsOptions, 'pool' | 'slotTtlMs'> & { slotTtlMs?: number },
  ) {
    super(redis, prefix, {
      ...options,
      pool: 'relays',
      slotTtlMs: options.slotTtlMs ?? RELAY_SLOT_TTL_MS,
    });
  }
}

/** The worker's RelayMemberSlots: the process' Redis connection, the share from the config. */
export const RELAY_MEMBER_SLOTS_PROVIDER = {
  provide: RelayMemberSlots,
  inject: [AppConfig, RedisService],
  useFactory: (config: AppConfig, redis: RedisService) =>
    new RelayMemberSlots(redis.client, config.queuePrefix, { share: relayMemberShare(config) }),
};
