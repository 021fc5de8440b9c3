import {
  type CompleteTelemetryEvent,
  EVENT_DATA_LIMITS,
  type EventData,
  MAX_DURATION_MS,
  type TelemetryEventType,
} from '@tickrelay/contracts/telemetry/telemetry-event.schema';
import { redactOptionalUrl, redactUrl } from '@tickrelay/contracts/telemetry/url-redaction';

import type { DeviceInfo } from './device-info';
import { randomUuid } from './random-id';
import { FIELD_LIMITS } from './telemetry-config';

/** Where an event happened; captured when it is recorded, not when the batch leaves. */
export interface PageContext {
  url: string;
  path: string;
  referrer: string | null;
}

export interface EventInput {
  type: TelemetryEventType;
  name: string;
  data?: Record<string, unknown> | null;
  errorMessage?: string | null;
  stackTrace?: string | null;
  durationMs?: number | null;
  page: PageContext;
}

export interface EventContext {
  sessionId: string;
  device: DeviceInfo;
  userId: string | null;
}

const clip = (value: string, max: number) => (value.length > max ? value.slice(0, max) : value);

const optionalText = (value: string | null | undefined, max: number) =>
  value ? clip(value, max) : null;

/** The API takes a flat object of scalar values: anything else is flattened to text. */
export function sanitizeEventData(
  data: Record<string, unknown> | null | undefined,
): EventData | null {
  if (!data) return null;
  const clean: EventData = {};
  let count = 0;
  for (const [key, value] of Object.entries(data)) {
    if (count === EVENT_DATA_LIMITS.keys) break;
    if (!key || key.length > EVENT_DATA_LIMITS.keyLength || value === undefined) continue;
    clean[key] = scalar(value);
    count += 1;
  }
  return count ? clean : null;
}

function scalar(value: unknown): string | number | boolean | null {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  let text: string;
  if (typeof value === 'string') text = value;
  else if (value instanceof Error) text = value.message;
  else {
    let json: string | undefined;
    try {
      json = JSON.stringify(value);
    } catch {
      // Cycles and bigints: the type is all that can be said.
    }
    text = json ?? typeof value;
  }
  return clip(text, EVENT_DATA_LIMITS.stringValue);
}

/**
 * page_url must be an absolute http(s) URL and page_path must start with '/' for the API. Secret
 * query parameters (an emailed token, an authorisation code, …) are redacted from both URLs.
 */
function pageFields(
  page: PageContext,
): Pick<CompleteTelemetryEvent, 'page_url' | 'page_path' | 'referrer'> {
  const url = /^https?:\/\//i.test(page.url) ? page.url : `${location.origin}${page.path}`;
  const path = page.path.startsWith('/') ? page.path : `/${page.path}`;
  return {
    page_url: clip(redactUrl(url), FIELD_LIMITS.page_url),
    page_path: clip(path, FIELD_LIMITS.page_path),
    referrer: optionalText(redactOptionalUrl(page.referrer), FIELD_LIMITS.referrer),
  };
}

function duration(value: number | null | undefined): number | null {
  if (value === null || value === undefined || !Number.isFinite(value)) return null;
  return Math.min(Math.max(Math.round(value), 0), MAX_DURATION_MS);
}

export function buildEvent(input: EventInput, context: EventContext): CompleteTelemetryEvent {
  const { device } = context;
  return {
    event_id: randomUuid(),
    session_id: context.sessionId,
    ...pageFields(input.page),
    browser_name: clip(device.browser_name, FIELD_LIMITS.browser_name),
    browser_version: clip(device.browser_version, FIELD_LIMITS.browser_version),
    os_name: clip(device.os_name, FIELD_LIMITS.os_name),
    device_type: device.device_type,
    screen_width: device.screen_width,
    screen_height: device.screen_height,
    event_type: input.type,
    event_name: clip(input.name.trim() || input.type, FIELD_LIMITS.event_name),
    event_data: sanitizeEventData(input.data),
    user_id: optionalText(context.userId, FIELD_LIMITS.user_id),
    error_message: optionalText(input.errorMessage, FIELD_LIMITS.error_message),
    stack_trace: optionalText(input.stackTrace, FIELD_LIMITS.stack_trace),
    duration_ms: duration(input.durationMs),
  };
}
