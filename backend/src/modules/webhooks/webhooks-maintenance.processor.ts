import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { Clock } from '@/common/clock/clock';
import { isDependencyUnavailable } from '@/common/errors/dependency-errors';
import {
  JobProcessor,
  type JobHandlers,
  PostponeQueue,
  type QueueProcessor,
} from '@/queue/job-processor';

import { WebhooksRepository } from './webhooks.repository';

const POSTGRES_PAUSE_MS = 10_000;

/**
 * The hourly `webhooks-maintenance` job: a rotated or revoked URL's row goes once its grace has
 * ended (its Redis entry expired with the grace: WebhookCacheStore), so rotations leave nothing
 * behind. The log keeps its deliveries (their webhook id is text, not a reference). Idempotent.
 */
@Injectable()
@JobProcessor()
export class WebhooksMaintenanceProcessor implements QueueProcessor<'webhooks-maintenance'> {
  readonly queue = 'webhooks-maintenance' as const;
  readonly handlers: JobHandlers<'webhooks-maintenance'> = { maintain: () => this.run() };

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly clock: Clock,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(WebhooksMaintenanceProcessor.name);
  }

  private async run(): Promise<{ ended: number }> {
    try {
      return await this.maintain();
    } catch (error) {
      if (isDependencyUnavailable(error)) throw new PostponeQueue(POSTGRES_PAUSE_MS, error);
      throw error;
    }
  }

  /** The business clock's now: a grace is on that clock (the test clock in tests). */
  async maintain(): Promise<{ ended: number }> {
    const ended = await this.repository.pruneEnded(await this.clock.now());
    this.logger.info({ event: 'webhooks.maintenance', ended }, 'ended webhook URLs pruned');
    return { ended };
  }
}
