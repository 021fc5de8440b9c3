/**
 * What the console shows of a job's data: its shape, ids and figures, never what a member or a
 * visitor wrote (alert bodies, addresses, telemetry text, mail contents). A string is kept only
 * under a key known to hold an id, a time or a fixed word; every other one becomes its length.
 */
const SHOWN_STRING_KEYS = new Set([
  'deliveryId',
  'memberId',
  'webhookId',
  'destinationId',
  'checkoutId',
  'subscriptionId',
  'eventId',
  'event_id',
  'receivedAt',
  'requestedAt',
  'createdAt',
  'locale',
  'kind',
  'type',
  'task',
  'run',
  'refusal',
  'contentType',
]);
const ARRAY_ITEMS_SHOWN = 3;
const DEPTH_MAX = 4;

export function redactJobData(value: unknown, key = '', depth = 0): unknown {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    return SHOWN_STRING_KEYS.has(key) && value.length <= 100
      ? value
      : `[redacted: ${value.length} characters]`;
  }
  if (depth >= DEPTH_MAX) return '[redacted: nested]';
  if (Array.isArray(value)) {
    const shown = value
      .slice(0, ARRAY_ITEMS_SHOWN)
      .map((item) => redactJobData(item, key, depth + 1));
    return value.length > ARRAY_ITEMS_SHOWN
      ? [...shown, `[${value.length - ARRAY_ITEMS_SHOWN} more]`]
      : shown;
  }
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([name, item]) => [
        name,
        redactJobData(item, name, depth + 1),
      ]),
    );
  }
  return `[redacted: ${typeof value}]`;
}
