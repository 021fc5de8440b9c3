import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';
import { Redis } from 'ioredis';

import { AppConfig } from '@/config/app-config';
import { reconnectDelay } from '@/redis/redis-options';
import { RedisService } from '@/redis/redis.service';

export type CheckoutListener = (view: CheckoutView) => void;

/**
 * Checkout status changes over Redis pub/sub, one channel per checkout, so whichever api replica
 * holds a member's live stream hears what another one (or the webhook) changed. One subscriber
 * connection per process, subscribed to a channel while someone listens to it.
 */
@Injectable()
export class CheckoutUpdates implements OnApplicationShutdown {
  private subscriber: Redis | undefined;
  private readonly listeners = new Map<string, Set<CheckoutListener>>();
  private readonly logger = new Logger(CheckoutUpdates.name);
  private readonly prefix: string;

  constructor(
    private readonly config: AppConfig,
    private readonly redis: RedisService,
  ) {
    this.prefix = `${config.queuePrefix}:billing:checkout:`;
  }

  channel(checkoutId: string): string {
    return `${this.prefix}${checkoutId}`;
  }

  /** After the change committed. A lost message costs the member a refresh, never a payment. */
  async publish(view: CheckoutView): Promise<void> {
    try {
      await this.redis.client.publish(this.channel(view.id), JSON.stringify(view));
    } catch (error) {
      this.logger.warn(`checkout ${view.id} update not published: ${(error as Error).message}`);
    }
  }

  /**
   * Resolves once Redis confirmed the subscription, so a caller that reads the current state
   * afterwards cannot miss a change made in between. Returns the unsubscribe function.
   */
  async listen(checkoutId: string, listener: CheckoutListener): Promise<() => Promise<void>> {
    const channel = this.channel(checkoutId);
    let set = this.listeners.get(channel);
    const first = !set;
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
    }
    set.add(listener);
    try {
      if (first) await this.connection().subscribe(channel);
    } catch (error) {
      await this.remove(channel, listener);
      throw error;
    }
    return () => this.remove(channel, listener);
  }

  private async remove(channel: string, listener: CheckoutListener): Promise<void> {
    const set = this.listeners.get(channel);
    if (!set) return;
    set.delete(listener);
    if (set.size > 0) return;
    this.listeners.delete(channel);
    await this.subscriber?.unsubscribe(channel).catch(() => undefined);
  }

  private connection(): Redis {
    if (this.subscriber) return this.subscriber;
    const subscriber = new Redis(this.config.redisUrl, {
      connectionName: 'tickrelay-checkout-updates',
      maxRetriesPerRequest: 1,
      connectTimeout: 2000,
      retryStrategy: reconnectDelay,
    });
    subscriber.on('error', (error: Error) => this.logger.warn(`subscriber: ${error.message}`));
    subscriber.on('message', (channel: string, message: string) => {
      const set = this.listeners.get(channel);
      if (!set) return;
      let view: CheckoutView;
      try {
        view = JSON.parse(message) as CheckoutView;
      } catch {
        return;
      }
      for (const listener of set) listener(view);
    });
    this.subscriber = subscriber;
    return subscriber;
  }

  async onApplicationShutdown(): Promise<void> {
    this.listeners.clear();
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }
}
