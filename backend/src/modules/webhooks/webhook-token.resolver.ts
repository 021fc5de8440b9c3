import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';

import { Clock } from '@/common/clock/clock';
import { ServiceUnavailableError } from '@/common/errors/app.exception';
import { LiveSubscriber, type Unsubscribe } from '@/common/live-events/live-subscriber';

import { ExpiringLru } from './expiring-lru';
import { type CachedWebhook, isUsable } from './webhook-cache-entry';
import { type TokenRead, WebhookCacheStore } from './webhook-cache.store';
import { WebhookCacheWarmer } from './webhook-cache.warmer';
import { hashWebhookToken } from './webhook-token';

/** Tokens each api process keeps in memory, and for how long (pub/sub drops changed ones). */
const LRU_MAX_ENTRIES = 10_000;
const LRU_TTL_MS = 10_000;
/** How long a request waits for the cache to be filled after Redis lost it, before a 503. */
const INCOMPLETE_WAIT_MS = 3000;
const INCOMPLETE_RETRY_AFTER_S = 5;
/** After a failed subscription (Redis away at boot), the next attempt; the LRU's TTL bounds staleness. */
const RESUBSCRIBE_MS = 2000;
const LAPSED_GRACE_MS = WEBHOOK_LIMITS.lapsedGraceDays * 24 * 3600 * 1000;

/** A working token's entry with its member's entitlement end (null: Redis does not know). */
export type ResolvedWebhook = CachedWebhook & {
  entitledUntilMs: number | null;
  suspended: boolean;
};

export interface ResolvedToken {
  /** SHA-256 of the token, hex: the rate limit's key, never the token itself. */
  hashHex: string;
  /** The webhook when the token works now; null for an unknown, rotated-out or revoked one. */
  webhook: ResolvedWebhook | null;
  /**
   * The member's entitlement ended more than WEBHOOK_LIMITS.lapsedGraceDays ago: the receiver
   * refuses the alert (403) rather than queue and log it. An unknown end counts as entitled.
   */
  lapsed: boolean;
}

export function isLapsed(webhook: ResolvedWebhook, nowMs: number): boolean {
  return webhook.entitledUntilMs !== null && nowMs >= webhook.entitledUntilMs + LAPSED_GRACE_MS;
}

/**
 * Token → webhook on the receiver's path, never from Postgres: an in-process LRU (10 s), then
 * Redis in one round trip (the entry and the cache's "complete" mark). Every token is hashed and
 * looked up the same way whatever it is, so a wrong one costs what a right one does up to the
 * answer; only working tokens are kept in memory, so an ended one costs what an unknown one does.
 * Changes reach every replica over pub/sub, on the process' shared LiveSubscriber (and a
 * reconnect of it clears the memory, since messages may have been missed).
 */
@Injectable()
export class WebhookTokenResolver implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(WebhookTokenResolver.name);
  private readonly memory = new ExpiringLru<ResolvedWebhook>(LRU_MAX_ENTRIES, LRU_TTL_MS);
  /** Bumped by every invalidation: a lookup that raced one does not keep what it read. */
  private invalidations = 0;
  private unsubscribe: Unsubscribe | undefined;
  private stopReconnects: (() => void) | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closing = false;

  constructor(
    private readonly live: LiveSubscriber,
    private readonly store: WebhookCacheStore,
    private readonly warmer: WebhookCacheWarmer,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    // Messages sent while the connection was away are lost: forget everything instead.
    this.stopReconnects = this.live.onReconnect(() => this.forgetAll());
    void this.subscribe();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retry);
    this.stopReconnects?.();
    await this.unsubscribe?.();
  }

  private async subscribe(): Promise<void> {
    try {
      this.unsubscribe = await this.live.subscribe(this.store.channel, (message) => {
        this.invalidations += 1;
        for (const hashHex of message.split(',')) this.memory.delete(hashHex);
      });
    } catch (error) {
      this.logger.warn(`subscribe ${this.store.channel}: ${(error as Error).message}`);
      if (this.closing) return;
      // Whatever was sent meanwhile is lost: forget, and try again.
      this.forgetAll();
      this.retry = setTimeout(() => void this.subscribe(), RESUBSCRIBE_MS);
      this.retry.unref();
    }
  }

  /** Drops a token from this process at once (the writer's own replica, before pub/sub). */
  forget(hashHexes: readonly string[]): void {
    this.invalidations += 1;
    for (const hashHex of hashHexes) this.memory.delete(hashHex);
  }

  forgetAll(): void {
    this.invalidations += 1;
    this.memory.clear();
  }

  async resolve(token: string): Promise<ResolvedToken> {
    const hashHex = hashWebhookToken(token).toString('hex');
    const nowMs = (await this.clock.now()).getTime();
    const remembered = this.memory.get(hashHex);
    // A remembered URL that has since lapsed is read again: a renewal may be in Redis already.
    if (remembered && isUsable(remembered, nowMs) && !isLapsed(remembered, nowMs)) {
      return { hashHex, webhook: remembered, lapsed: false };
    }
    if (remembered) this.memory.delete(hashHex);

    const before = this.invalidations;
    let read = await this.read(hashHex);
    if (!read.entry && !read.complete) {
      // Redis lost the cache (flushed, restarted empty): a missing entry proves nothing. Every
      // token, right or wrong, waits for the same refill; then it is known or it is not.
      await this.warmer.warmAndWait(INCOMPLETE_WAIT_MS);
      read = await this.read(hashHex);
      if (!read.entry && !read.complete) {
        throw new ServiceUnavailableError(undefined, INCOMPLETE_RETRY_AFTER_S);
      }
    }
    const webhook =
      read.entry && isUsable(read.entry, nowMs)
        ? { ...read.entry, entitledUntilMs: read.entitledUntilMs, suspended: read.suspended }
        : null;
    const lapsed = webhook !== null && isLapsed(webhook, nowMs);
    // A lapsed URL is not remembered: a renewal (billing rewrites Redis) works at once.
    if (webhook && !lapsed && before === this.invalidations) this.memory.set(hashHex, webhook);
    return { hashHex, webhook, lapsed };
  }

  private async read(hashHex: string): Promise<TokenRead> {
    try {
      return await this.store.read(hashHex);
    } catch (error) {
      throw new ServiceUnavailableError(error);
    }
  }
}
