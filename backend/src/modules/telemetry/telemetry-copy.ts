import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import type { TelemetryBatchJob } from '@/queue/job-payloads';

/** Column order of every COPY and INSERT the writer runs. */
export const TELEMETRY_COLUMNS = [
  'event_id',
  'received_at',
  'session_id',
  'event_type',
  'event_name',
  'page_url',
  'page_path',
  'referrer',
  'browser_name',
  'browser_version',
  'os_name',
  'device_type',
  'screen_width',
  'screen_height',
  'event_data',
  'user_id',
  'error_message',
  'stack_trace',
  'duration_ms',
] as const;

export const COPY_STATEMENT = `copy telemetry_events (${TELEMETRY_COLUMNS.join(', ')}) from stdin`;

const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

type CopyValue = string | number | boolean | object | null | undefined;

/** One field in COPY's text format: \N for null, backslash escapes for the separators. */
export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  const text =
    typeof value === 'string'
      ? value
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] ?? c) : text;
}

function copyRow(event: TelemetryEvent, receivedAt: string): string {
  return (
    copyField(event.event_id) +
    '\t' +
    copyField(receivedAt) +
    '\t' +
    copyField(event.session_id) +
    '\t' +
    copyField(event.event_type) +
    '\t' +
    copyField(event.event_name) +
    '\t' +
    copyField(event.page_url) +
    '\t' +
    copyField(event.page_path) +
    '\t' +
    copyField(event.referrer) +
    '\t' +
    copyField(event.browser_name) +
    '\t' +
    copyField(event.browser_version) +
    '\t' +
    copyField(event.os_name) +
    '\t' +
    copyField(event.device_type) +
    '\t' +
    copyField(event.screen_width) +
    '\t' +
    copyField(event.screen_height) +
    '\t' +
    copyField(event.event_data) +
    '\t' +
    copyField(event.user_id) +
    '\t' +
    copyField(event.error_message) +
    '\t' +
    copyField(event.stack_trace) +
    '\t' +
    copyField(event.duration_ms) +
    '\n'
  );
}

/** The COPY text of one job's events, every row keyed by the job's receivedAt. */
export function copyRows(job: TelemetryBatchJob): string {
  let text = '';
  for (const event of job.events) text += copyRow(event, job.receivedAt);
  return text;
}

/** The same rows as JSON records, for INSERT … SELECT FROM json_populate_recordset. */
export function jsonRows(jobs: readonly TelemetryBatchJob[]): string {
  const rows: Record<string, unknown>[] = [];
  for (const job of jobs) {
    for (const event of job.events) rows.push({ ...event, received_at: job.receivedAt });
  }
  return JSON.stringify(rows);
}
