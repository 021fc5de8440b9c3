import { Injectable } from '@nestjs/common';
import type {
  TelemetryBatch,
  TelemetryEvent,
} from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import type { GroupCommit } from '@/queue/group-commit';
import type { TelemetryBatchJob } from '@/queue/job-payloads';
import { QueueProducer } from '@/queue/queue-producer.service';

import { TELEMETRY_GROUP_COMMIT } from './telemetry-batch.job';
import { redactEventUrls } from './telemetry-event-redaction';

/**
 * Queues accepted batches on `telemetry` through the one producer, with group commit: a busy API
 * queues fewer, bigger jobs (about 140 events each at saturation in bench/telemetry), which keeps
 * the worker's per-job cost from limiting ingest.
 */
@Injectable()
export class TelemetryService {
  private readonly batches: GroupCommit<TelemetryEvent[], TelemetryBatchJob>;

  constructor(producer: QueueProducer) {
    this.batches = producer.grouped('telemetry', 'batch', TELEMETRY_GROUP_COMMIT);
  }

  /** Resolves once Redis holds the events; never touches Postgres. */
  async enqueue(batch: TelemetryBatch): Promise<number> {
    await this.batches.add(redactEventUrls(batch.events));
    return batch.events.length;
  }
}
