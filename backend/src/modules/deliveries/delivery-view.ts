import { isDeliveryCode, type DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';

import type { DeliveryRow } from './deliveries.tables';

const latency = (value: number | null): number | null =>
  value === null ? null : Math.max(0, Math.round(value * 10) / 10);

/** A stored delivery as the log, the SSE stream and the CSV show it. */
export function deliveryView(row: DeliveryRow): DeliveryView {
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
    test: row.test,
  };
}
