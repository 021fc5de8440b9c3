import { createHash } from 'node:crypto';

import { HttpStatus, Injectable } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';
import type { TelemetryBatchJob } from '@/queue/queues';

import { TelemetryBatchValidator } from './telemetry-batch.validator';
import type { TelemetryBatchInput } from './telemetry-event';
import { TelemetryQueueProducer } from './telemetry-queue.producer';

/**
 * Same events → same job id, so a batch sent twice (a proxy or client retry) is queued once while
 * its job is still in Redis.
 */
export function batchJobId(batch: TelemetryBatchInput): string {
  const hash = createHash('sha256');
  for (const event of batch.events) hash.update(event.event_id.toLowerCase());
  return `batch-${hash.digest('base64url')}`;
}

/** Parses and validates a raw batch body; throws the API's 400 errors. */
export function parseBatch(raw: string, validator: TelemetryBatchValidator): TelemetryBatchInput {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch (error) {
    throw new AppException(HttpStatus.BAD_REQUEST, 'INVALID_JSON', undefined, { cause: error });
  }
  const result = validator.validate(body);
  if (!result.ok) {
    throw new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', result.details);
  }
  return result.batch;
}

@Injectable()
export class TelemetryService {
  private readonly validator = new TelemetryBatchValidator();

  constructor(private readonly queue: TelemetryQueueProducer) {}

  parse(raw: string): TelemetryBatchInput {
    return parseBatch(raw, this.validator);
  }

  /** Resolves once Redis holds the job; never touches Postgres. */
  async enqueue(batch: TelemetryBatchInput, receivedAt = new Date()): Promise<number> {
    const job: TelemetryBatchJob = { receivedAt: receivedAt.toISOString(), events: batch.events };
    await this.queue.add(job, batchJobId(batch));
    return batch.events.length;
  }
}
