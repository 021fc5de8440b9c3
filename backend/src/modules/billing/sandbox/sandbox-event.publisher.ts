import { Injectable } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';

import { QueueProducer } from '@/queue/queue-producer.service';

import type { SandboxEventType } from './sandbox-events';
import type { SandboxEvent, SandboxEventObject } from './sandbox-events';
import { sandboxId } from './sandbox-links';
import { type Db, SandboxRepository } from './sandbox.repository';

/** Events written by a transaction, dispatched (queued for delivery) once it has committed. */
export class PendingEvents {
  readonly ids: string[] = [];
}

/**
 * The sandbox's outgoing events, like a provider's event log: written in the same transaction as
 * the change they describe, then each queued as a `deliver-event` job (job id = event id, so it
 * is queued once). An event whose job could not be queued (Redis away) stays unqueued in the
 * table and the billing cycle queues it later.
 */
@Injectable()
export class SandboxEventPublisher {
  constructor(
    private readonly repository: SandboxRepository,
    private readonly producer: QueueProducer,
    private readonly logger: PinoLogger,
  ) {
    this.logger.setContext(SandboxEventPublisher.name);
  }

  async record(
    trx: Db,
    pending: PendingEvents,
    type: SandboxEventType,
    object: SandboxEventObject,
    created: Date,
  ): Promise<string> {
    const event: SandboxEvent = {
      id: sandboxId('evt'),
      type,
      created: Math.floor(created.getTime() / 1000),
      data: { object: { ...object } },
    };
    await this.repository.insertEvent(trx, event.id, type, JSON.stringify(event));
    pending.ids.push(event.id);
    return event.id;
  }

  /** After commit. Never throws: what cannot be queued now is queued by the cycle's sweep. */
  async dispatch(ids: readonly string[]): Promise<string[]> {
    const queued: string[] = [];
    for (const id of ids) {
      try {
        await this.producer.enqueue(
          'payments-sandbox',
          'deliver-event',
          { eventId: id },
          {
            jobId: deliveryJobId(id),
          },
        );
        queued.push(id);
      } catch (error) {
        this.logger.warn({ err: error, eventId: id }, 'sandbox event not queued yet');
      }
    }
    await this.repository
      .markEnqueued(queued)
      .catch((error: unknown) =>
        this.logger.warn({ err: error }, 'could not mark sandbox events queued'),
      );
    return queued;
  }
}

export function deliveryJobId(eventId: string): string {
  return `deliver-${eventId}`;
}
