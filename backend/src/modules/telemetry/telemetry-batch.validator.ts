import type { ErrorDetails } from '@/common/errors/app.exception';
import {
  type BodyValidation,
  type BodyValidator,
  compileJsonSchema,
} from '@/common/hot-route/json-schema.validator';

import { TELEMETRY_BATCH_SCHEMA } from './telemetry-batch.schema';
import type { TelemetryBatchInput } from './telemetry-event';

/** Event ids are UUIDs (case does not matter) and must differ within a batch. */
function duplicateIds(batch: TelemetryBatchInput): ErrorDetails | undefined {
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
export class TelemetryBatchValidator implements BodyValidator<TelemetryBatchInput> {
  private readonly compiled = compileJsonSchema<TelemetryBatchInput>(TELEMETRY_BATCH_SCHEMA, {
    refine: duplicateIds,
  });

  validate(body: unknown): BodyValidation<TelemetryBatchInput> {
    return this.compiled.validate(body);
  }
}
