import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { QueueProducer } from '@/queue/queue-producer.service';

/**
 * Daily is the contract; the sweeps run hourly so an expiry is never almost a day late (each is
 * idempotent and cheap: a few indexed rows).
 */
export const BILLING_SWEEP_EVERY_MS = 60 * 60 * 1000;
const RETRY_MS = 5000;

/** Registers the billing sweeps with BullMQ's job scheduler; one schedule however many workers. */
@Injectable()
export class BillingScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(BillingScheduler.name);
  }

  /** Not awaited: with Redis away at boot the worker starts anyway and this keeps trying. */
  onApplicationBootstrap(): void {
    this.schedule();
  }

  private schedule(): void {
    Promise.all([
      this.producer.schedule('billing', 'billing-expire', BILLING_SWEEP_EVERY_MS, 'expire', {}),
      this.producer.schedule(
        'billing',
        'billing-trial-reminders',
        BILLING_SWEEP_EVERY_MS,
        'trial-reminders',
        {},
      ),
    ]).then(
      () => this.logger.info({ everyMs: BILLING_SWEEP_EVERY_MS }, 'billing sweeps scheduled'),
      (error: unknown) => {
        if (this.stopped) return;
        this.logger.warn({ err: error }, 'could not schedule the billing sweeps, trying again');
        this.retry = setTimeout(() => this.schedule(), RETRY_MS);
        this.retry.unref();
      },
    );
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.retry);
  }
}
