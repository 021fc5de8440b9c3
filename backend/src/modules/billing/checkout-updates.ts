import { Injectable, Logger } from '@nestjs/common';
import type { CheckoutView } from '@tickrelay/contracts/billing/billing';

import { LiveSubscriber, type Unsubscribe } from '@/common/live-events/live-subscriber';
import { AppConfig } from '@/config/app-config';
import { RedisService } from '@/redis/redis.service';

export type CheckoutListener = (view: CheckoutView) => void;

/**
 * Checkout status changes over Redis pub/sub, one channel per checkout, so whichever api replica
 * holds a member's live stream hears what another one (or the webhook) changed. Heard through the
 * process' shared LiveSubscriber (common/live-events), subscribed while someone listens.
 */
@Injectable()
export class CheckoutUpdates {
  private readonly logger = new Logger(CheckoutUpdates.name);
  private readonly prefix: string;

  constructor(
    config: AppConfig,
    private readonly redis: RedisService,
    private readonly live: LiveSubscriber,
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
  listen(checkoutId: string, listener: CheckoutListener): Promise<Unsubscribe> {
    return this.live.subscribe(this.channel(checkoutId), (message) => {
      let view: CheckoutView;
      try {
        view = JSON.parse(message) as CheckoutView;
      } catch {
        return;
      }
      listener(view);
    });
  }
}
