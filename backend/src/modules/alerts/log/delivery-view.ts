import type { RelayView } from '@tickrelay/contracts/destinations/destinations';
import { isDeliveryCode, type DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';

import type { DeliveryRow } from './deliveries.tables';

const latency = (value: number | null): number | null =>
  value === null ? null : Math.max(0, Math.round(value * 10) / 10);

/**
 * A stored delivery as the log, the SSE stream and the CSV show it.
 *
 * `relays`: the delivery's relays to the member's destinations (modules/destinations). The
 * default `[]` is only a placeholder until the destinations module supplies them: every read
 * path (deliveries.service.ts pages, one, CSV, summary; alerts.processor.ts publications) must
 * pass the delivery's real relays once they exist.
 */
export function deliveryView(row: DeliveryRow, relays: RelayView[] = []): DeliveryView {
  return {
    id: row.delivery_id,
    receivedAt: new Date(row.received_at).toISOString(),
    sourceAddress: row.source_address,
    contentType: row.content_type,
    status: row.status,
    code: row.code !== null && isDeliveryCode(row.code) ? row.code : null,
    field: row.field,
    action: row.action,
    ticker: row.ticker,
    quantity: row.quantity,
    alertId: row.alert_id,
    ackLatencyMs: latency(row.ack_latency_ms),
    executedLatencyMs: latency(row.executed_latency_ms),
    rawBody: row.raw_body,
    rawBodyTruncated: row.raw_body_truncated,
    brokerResult: row.broker_result,
    // Rows written before migration 0013 have no executed_on (null, as for a delivery never run).
    executedOn: row.executed_on ?? null,
    relays,
    test: row.test,
    // Rows written before migration 0018 have neither (null and no warning).
    format: row.format ?? null,
    warnings: row.warnings ?? [],
  };
}
