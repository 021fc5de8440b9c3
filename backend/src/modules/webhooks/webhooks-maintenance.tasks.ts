import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { Clock } from '@/common/clock/clock';
import { MaintenanceTaskOwner, type MaintenanceTasks } from '@/queue/maintenance';

import { WebhooksRepository } from './webhooks.repository';

/**
 * The hourly maintenance task `webhooks-prune` (MAINTENANCE_SCHEDULE): a rotated or revoked URL's row goes once its grace has
 * ended (its Redis entry expired with the grace: WebhookCacheStore), so rotations leave nothing
 * behind. The log keeps its deliveries (their webhook id is text, not a reference). Idempotent.
 */
@Injectable()
@MaintenanceTaskOwner()
export class WebhooksMaintenanceTasks implements MaintenanceTasks<'webhooks-prune'> {
  readonly tasks = { 'webhooks-prune': () => this.maintain() };

  constructor(
    private readonly repository: WebhooksRepository,
    private readonly clock: Clock,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(WebhooksMaintenanceTasks.name);
  }

  /** The business clock's now: a grace is on that clock (the test clock in tests). */
  async maintain(): Promise<{ ended: number }> {
    const ended = await this.repository.pruneEnded(await this.clock.now());
    this.logger.info({ event: 'webhooks.maintenance', ended }, 'ended webhook URLs pruned');
    return { ended };
  }
}
