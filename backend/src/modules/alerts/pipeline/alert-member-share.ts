import type { Redis } from 'ioredis';

import { MemberSlots, memberShareOf } from '@/common/fair-share/member-slots';
import { AppConfig } from '@/config/app-config';
import { QUEUES } from '@/queue/queues';
import { RedisService } from '@/redis/redis.service';

/** A member's share: this fraction of one worker's `alerts` slots, and never below the floor. */
export const ALERT_MEMBER_SHARE_FRACTION = 0.25;
export const ALERT_MEMBER_SHARE_FLOOR = 1;

/**
 * A slot nobody gives back (a killed worker) lapses after this: past the longest an alert's run
 * may work (the queue's stall limit, which the broker tries' window and the broker's own call
 * deadline keep it far below), plus a margin.
 */
export const ALERT_SLOT_TTL_MS = QUEUES.alerts.consumer.stallAfterMs + 10_000;

/**
 * How many of one member's alerts may be in flight at once across every worker process: a
 * quarter of one worker's ALERT_WORKER_CONCURRENCY, at least 1 (16 slots: 4 a member). Their
 * alerts still run one at a time (the member's lock); the share bounds how many of a worker's
 * slots they hold while waiting for it, so a member whose broker hangs cannot hold them all.
 */
export function alertMemberShare(config: AppConfig): number {
  return memberShareOf(
    QUEUES.alerts.consumer.concurrency(config),
    ALERT_MEMBER_SHARE_FRACTION,
    ALERT_MEMBER_SHARE_FLOOR,
  );
}

/** The `alerts` pool of MemberSlots (common/fair-share), with the alert run's slot lifetime. */
export class AlertMemberSlots extends MemberSlots {
  constructor(redis: Redis, prefix: string, share: number) {
    super(redis, prefix, { pool: 'alerts', share, slotTtlMs: ALERT_SLOT_TTL_MS });
  }
}

/** The worker's AlertMemberSlots: the process' Redis connection, the share from the config. */
export const ALERT_MEMBER_SLOTS_PROVIDER = {
  provide: AlertMemberSlots,
  inject: [AppConfig, RedisService],
  useFactory: (config: AppConfig, redis: RedisService) =>
    new AlertMemberSlots(redis.client, config.queuePrefix, alertMemberShare(config)),
};
