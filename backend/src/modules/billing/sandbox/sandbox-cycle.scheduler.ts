import {
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { AppConfig } from '@/config/app-config';
import { QueueProducer } from '@/queue/queue-producer.service';

export const SANDBOX_CYCLE_SCHEDULER_ID = 'payments-sandbox-cycle';
export const SANDBOX_CYCLE_EVERY_MS = 60_000;
const RETRY_MS = 5000;

/**
 * Registers the sandbox's minute-by-minute billing cycle with BullMQ's job scheduler (one
 * schedule however many workers run), only while PAYMENT_PROVIDER=sandbox.
 */
@Injectable()
export class SandboxCycleScheduler implements OnApplicationBootstrap, OnApplicationShutdown {
  private retry: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SandboxCycleScheduler.name);
  }

  onApplicationBootstrap(): void {
    if (this.config.billing.provider === 'sandbox') this.schedule();
  }

  private schedule(): void {
    this.producer
      .schedule('payments-sandbox', SANDBOX_CYCLE_SCHEDULER_ID, SANDBOX_CYCLE_EVERY_MS, 'cycle', {})
      .then(
        () =>
          this.logger.info({ everyMs: SANDBOX_CYCLE_EVERY_MS }, 'sandbox billing cycle scheduled'),
        (error: unknown) => {
          if (this.stopped) return;
          this.logger.warn({ err: error }, 'could not schedule the sandbox cycle, trying again');
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
