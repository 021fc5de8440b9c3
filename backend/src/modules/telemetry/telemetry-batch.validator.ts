import type { ErrorDetails } from '@tickrelay/contracts/errors/api-error';
import { TELEMETRY_BATCH_SCHEMA } from '@tickrelay/contracts/telemetry/telemetry-event.schema';
import type { TelemetryBatch } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import {
  type BodyValidation,
  type BodyValidator,
  compileJsonSchema,
} from '@/common/hot-route/json-schema.validator';

/** Event ids are UUIDs (case does not matter) and must differ within a batch. */
function duplicateIds(batch: TelemetryBatch): ErrorDetails | undefined {
  const seen = new Set<string>();
  let details: ErrorDetails | undefined;
  batch.events.forEach((event, index) => {
    const id = event.event_id.toLowerCase();
    if (seen.has(id)) (details ??= {})[`events.${index}.event_id`] = 'duplicate';
    seen.add(id);
  });
  return details;
}

/**
 * Strict validation of a telemetry batch: unknown fields, wrong types, out-of-range values and
 * duplicate event ids are all rejected. The schema is compiled once, when the class is built.
 */
export class TelemetryBatchValidator implements BodyValidator<TelemetryBatch> {
  private readonly compiled = compileJsonSchema<TelemetryBatch>(TELEMETRY_BATCH_SCHEMA, {
    refine: duplicateIds,
  });

  validate(body: unknown): BodyValidation<TelemetryBatch> {
    return this.compiled.validate(body);
  }
}
