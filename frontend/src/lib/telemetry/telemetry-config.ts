// How the browser client sends its events. The event itself (fields, types, the API's limits) is
// the contracts' telemetry event schema; the builder keeps every value inside those limits, since
// the API rejects a whole batch for one bad field.
import { sendTelemetryBatch } from '@tickrelay/contracts/endpoints/telemetry.endpoints';
import { TELEMETRY_STRING_LIMITS } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

export const TELEMETRY_ENDPOINT = sendTelemetryBatch.path;

/** Longest value sent per field: the API's, with stack traces kept shorter to fit a beacon. */
export const FIELD_LIMITS = { ...TELEMETRY_STRING_LIMITS, stack_trace: 4000 } as const;

/** Spec §9: a batch leaves at 10 queued events or 5000 ms after the first queued one. */
export const BATCH_SIZE = 10;
export const BATCH_DELAY_MS = 5000;
