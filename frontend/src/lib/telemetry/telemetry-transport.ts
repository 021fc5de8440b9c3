import type { CompleteTelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { TELEMETRY_ENDPOINT } from './telemetry-config';

// Browsers cap a beacon, and all in-flight keepalive bodies together, at 64 KiB.
export const MAX_BATCH_BYTES = 60_000;
const MAX_EVENTS_PER_REQUEST = 50;

export const serializeBatch = (events: readonly CompleteTelemetryEvent[]) =>
  JSON.stringify({ events });

/** UTF-8 length without TextEncoder, which some test environments lack. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    // Each half of a surrogate pair counts 2: together the 4 bytes of the code point.
    else if (code >= 0xd800 && code <= 0xdfff) bytes += 2;
    else bytes += 3;
  }
  return bytes;
}

/** Splits a batch so each request body stays under the beacon and keepalive limits. */
export function splitBatch(
  events: readonly CompleteTelemetryEvent[],
  maxBytes = MAX_BATCH_BYTES,
): CompleteTelemetryEvent[][] {
  const overhead = utf8Length(serializeBatch([]));
  const chunks: CompleteTelemetryEvent[][] = [];
  let chunk: CompleteTelemetryEvent[] = [];
  let size = overhead;
  for (const event of events) {
    const eventSize = utf8Length(JSON.stringify(event)) + 1;
    if (chunk.length && (size + eventSize > maxBytes || chunk.length === MAX_EVENTS_PER_REQUEST)) {
      chunks.push(chunk);
      chunk = [];
      size = overhead;
    }
    chunk.push(event);
    size += eventSize;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}

/**
 * A normal send. keepalive lets it finish when the user navigates away; no retry: the spec drops a
 * failed batch rather than pile up requests.
 */
export async function postBatch(
  events: readonly CompleteTelemetryEvent[],
  endpoint = TELEMETRY_ENDPOINT,
): Promise<void> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: serializeBatch(events),
    credentials: 'same-origin',
    keepalive: true,
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
}

/** A string body goes out as text/plain, which a beacon may send without a CORS preflight. */
export function beaconBatch(
  events: readonly CompleteTelemetryEvent[],
  endpoint = TELEMETRY_ENDPOINT,
): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(endpoint, serializeBatch(events));
}
