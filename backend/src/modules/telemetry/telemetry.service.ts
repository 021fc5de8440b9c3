import { HttpStatus, Injectable } from '@nestjs/common';

import { AppException } from '@/common/errors/app.exception';

import { TelemetryBatchValidator } from './telemetry-batch.validator';
import type { TelemetryBatchInput } from './telemetry-event';
import { TelemetryQueueProducer } from './telemetry-queue.producer';

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

  /** Resolves once Redis holds the events; never touches Postgres. */
  async enqueue(batch: TelemetryBatchInput): Promise<number> {
    await this.queue.add(batch.events);
    return batch.events.length;
  }
}
