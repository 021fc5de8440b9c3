import { Injectable } from '@nestjs/common';

import { JobProcessor, type JobHandlers, type QueueProcessor } from '@/queue/job-processor';

import { SandboxCycle } from './sandbox-cycle.service';
import { SandboxEventDelivery } from './sandbox-event.delivery';

/** The worker side of the sandbox provider: event deliveries and the billing cycle. */
@Injectable()
@JobProcessor()
export class SandboxProcessor implements QueueProcessor<'payments-sandbox'> {
  readonly queue = 'payments-sandbox' as const;
  readonly handlers: JobHandlers<'payments-sandbox'> = {
    'deliver-event': (job) => this.delivery.deliver(job.data.eventId),
    cycle: () => this.cycle.run(),
  };

  constructor(
    private readonly delivery: SandboxEventDelivery,
    private readonly cycle: SandboxCycle,
  ) {}
}
