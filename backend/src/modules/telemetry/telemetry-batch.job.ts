import { createHash } from 'node:crypto';

import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import type { GroupCommitOptions } from '@/queue/group-commit';
import type { TelemetryBatchJob } from '@/queue/job-payloads';

/** Batches queued together stop growing a job past this many events (about 300 KB). */
export const MAX_EVENTS_PER_JOB = 500;

/**
 * Same events → same job id, so a batch sent again while the first is queued is queued once.
 * Event ids are UUIDs: case does not matter.
 */
export function jobIdFor(events: readonly TelemetryEvent[]): string {
  const hash = createHash('sha256');
  for (const event of events) hash.update(event.event_id.toLowerCase());
  return `batch-${hash.digest('base64url')}`;
}

/**
 * How the API's producer joins batches into `telemetry` jobs (group commit): the batches that
 * arrive while one add is on its way to Redis go together as one job, up to MAX_EVENTS_PER_JOB
 * events. `receivedAt` is fixed when the job is built, just before it is added.
 */
export const TELEMETRY_GROUP_COMMIT: GroupCommitOptions<TelemetryEvent[], TelemetryBatchJob> = {
  weight: (events) => events.length,
  maxWeight: MAX_EVENTS_PER_JOB,
  toJob: (batches) => {
    const events = batches.length === 1 ? (batches[0] ?? []) : batches.flat();
    return { payload: { receivedAt: new Date().toISOString(), events }, jobId: jobIdFor(events) };
  },
};
