import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';

import { webhookAckKey } from '@/modules/webhooks/webhooks.public';
import { RedisService } from '@/redis/redis.service';

/** When the key was not there yet: read again after these delays (ms), then give up. */
const LATER_READS_MS = [250, 1000, 4000];

/**
 * Reads the ack latency the receiver wrote to Redis (webhookAckKey, once the job is queued). Never fails a delivery: Redis away or the key
 * missing is a null latency (a redelivery long after the receipt, a receiver that has not written
 * it yet).
 */
@Injectable()
export class AckLatencies implements OnApplicationShutdown {
  private readonly logger = new Logger(AckLatencies.name);
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly redis: RedisService) {}

  async read(deliveryId: string): Promise<number | null> {
    try {
      const value = await this.redis.client.get(webhookAckKey(deliveryId));
      if (value === null) return null;
      const ms = Number(value);
      return Number.isFinite(ms) && ms >= 0 ? ms : null;
    } catch {
      return null;
    }
  }

  /** Calls `apply` once the latency can be read (a few tries, best effort, never throws). */
  whenWritten(deliveryId: string, apply: (ackLatencyMs: number) => Promise<void>): void {
    const attempt = (index: number) => {
      if (index >= LATER_READS_MS.length) return;
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        void this.read(deliveryId).then(async (ms) => {
          if (ms === null) return attempt(index + 1);
          await apply(ms).catch((error: Error) =>
            this.logger.warn(`ack latency of ${deliveryId} not stored: ${error.message}`),
          );
        });
      }, LATER_READS_MS[index]);
      timer.unref();
      this.timers.add(timer);
    };
    attempt(0);
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
