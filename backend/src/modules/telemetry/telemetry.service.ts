import { Injectable } from '@nestjs/common';

import type { GroupCommit } from '@/queue/group-commit';
import { QueueProducer } from '@/queue/queue-producer.service';
import type { TelemetryBatchJob } from '@/queue/queues';

import { TELEMETRY_GROUP_COMMIT } from './telemetry-batch.job';
import type { TelemetryBatchInput, TelemetryEventInput } from './telemetry-event';

/**
 * Queues accepted batches on `telemetry` through the one producer, with group commit: a busy API
 * queues fewer, bigger jobs (about 140 events each at saturation in bench/telemetry), which keeps
 * the worker's per-job cost from limiting ingest.
 */
@Injectable()
export class TelemetryService {
  private readonly batches: GroupCommit<TelemetryEventInput[], TelemetryBatchJob>;

  constructor(producer: QueueProducer) {
    this.batches = producer.grouped('telemetry', 'batch', TELEMETRY_GROUP_COMMIT);
  }

  /** Resolves once Redis holds the events; never touches Postgres. */
  async enqueue(batch: TelemetryBatchInput): Promise<number> {
    await this.batches.add(batch.events);
    return batch.events.length;
  }
}
