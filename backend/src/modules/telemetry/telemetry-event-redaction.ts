import type { TelemetryEvent } from '@tickrelay/contracts/telemetry/telemetry-event.schema';
import { redactOptionalUrl, redactUrl } from '@tickrelay/contracts/telemetry/url-redaction';

/**
 * The events with the secret query parameters of page_url and referrer redacted (the list and
 * why: SECRET_URL_PARAMS in the contracts). The SPA redacts too; this is for every other client,
 * and it runs before the queue so a token never reaches Redis either. Events without a secret
 * are returned as they are.
 */
export function redactEventUrls(events: TelemetryEvent[]): TelemetryEvent[] {
  return events.map((event) => {
    const pageUrl = redactUrl(event.page_url);
    const referrer = redactOptionalUrl(event.referrer);
    if (pageUrl === event.page_url && referrer === event.referrer) return event;
    return { ...event, page_url: pageUrl, referrer };
  });
}
