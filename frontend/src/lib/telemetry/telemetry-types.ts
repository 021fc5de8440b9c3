// The event shape of POST /api/telemetry/batch (spec §3). The API validates strictly and rejects a
// whole batch for one bad field, so the limits below mirror the API's and the builder enforces them.

export const TELEMETRY_EVENT_TYPES = [
  'page_view',
  'subscribe_click',
  'link_click',
  'login',
  'signup',
  'error',
  'trace',
] as const;
export type TelemetryEventType = (typeof TELEMETRY_EVENT_TYPES)[number];

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

export type EventDataValue = string | number | boolean | null;
export type EventData = Record<string, EventDataValue>;

export interface TelemetryEvent {
  event_id: string;
  session_id: string;
  page_url: string;
  page_path: string;
  referrer: string | null;
  browser_name: string;
  browser_version: string;
  os_name: string;
  device_type: DeviceType;
  screen_width: number;
  screen_height: number;
  event_type: TelemetryEventType;
  event_name: string;
  event_data: EventData | null;
  user_id: string | null;
  error_message: string | null;
  stack_trace: string | null;
  duration_ms: number | null;
}

/** Longest value the API accepts per field; stack traces are kept shorter to fit a beacon. */
export const FIELD_LIMITS = {
  page_url: 2048,
  page_path: 1024,
  referrer: 2048,
  browser_name: 64,
  browser_version: 64,
  os_name: 64,
  event_name: 128,
  user_id: 64,
  error_message: 2000,
  stack_trace: 4000,
} as const;

export const EVENT_DATA_LIMITS = { keys: 20, keyLength: 64, stringValue: 1000 } as const;
export const MAX_SCREEN_PIXELS = 100_000;
export const MAX_DURATION_MS = 86_400_000;

export const TELEMETRY_ENDPOINT = '/api/telemetry/batch';
/** Spec §9: a batch leaves at 10 queued events or 5000 ms after the first queued one. */
export const BATCH_SIZE = 10;
export const BATCH_DELAY_MS = 5000;
