import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { Clock } from '@/common/clock/clock';

import { SandboxCheckoutService } from './sandbox-checkout.service';
import { PendingEvents, SandboxEventPublisher } from './sandbox-event.publisher';
import { SandboxLedger, TRIAL_NOTICE_MS } from './sandbox-ledger.service';
import { SandboxSubscriptionsRepository } from './sandbox-subscriptions.repository';
import { SandboxRepository } from './sandbox.repository';

const BATCH = 100;
const MAX_BATCHES = 50;
/** An event still unqueued after this long lost its dispatch (Redis away): queue it again. */
const UNQUEUED_AFTER_MS = 30_000;

export interface CycleResult {
  at: string;
  expiredCheckouts: number;
  settledSubscriptions: number;
  /** Every event the run wrote (or queued again), in order. */
  eventIds: string[];
}

/**
 * The sandbox's billing cycle (job `cycle`, every minute, and at once after the test clock
 * moves): expires unused checkouts, ends subscriptions cancelled at period end, renews the
 * others (charging the card; a decline makes them past_due), retries failed payments, and sends
 * `trial.will_end` two days before a trial ends. Rows are locked and skipped when locked, so
 * any number of workers may run it at once.
 */
@Injectable()
export class SandboxCycle {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly subscriptions: SandboxSubscriptionsRepository,
    private readonly checkouts: SandboxCheckoutService,
    private readonly ledger: SandboxLedger,
    private readonly events: SandboxEventPublisher,
    private readonly clock: Clock,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SandboxCycle.name);
  }

  async run(): Promise<CycleResult> {
    const now = await this.clock.now();
    const eventIds: string[] = [];
    const expired = await this.checkouts.expireDue(now);
    eventIds.push(...expired);
    const expiredCheckouts = expired.length;
    let settledSubscriptions = 0;
    for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
      const pending = new PendingEvents();
      const settled = await this.repository.transaction(async (trx) => {
        const due = await this.subscriptions.dueSubscriptions(trx, now, TRIAL_NOTICE_MS, BATCH);
        for (const subscription of due) await this.ledger.settle(trx, pending, subscription, now);
        return due.length;
      });
      settledSubscriptions += settled;
      await this.events.dispatch(pending.ids);
      eventIds.push(...pending.ids);
      if (settled < BATCH) break;
    }
    const unqueued = await this.repository.unqueuedEventIds(UNQUEUED_AFTER_MS, 500);
    eventIds.push(...(await this.events.dispatch(unqueued)));
    const result = { at: now.toISOString(), expiredCheckouts, settledSubscriptions, eventIds };
    if (expiredCheckouts + settledSubscriptions + unqueued.length > 0) {
      this.logger.info(
        { event: 'sandbox.cycle', ...result, eventIds: eventIds.length },
        'sandbox cycle',
      );
    }
    return result;
  }
}
