import type { DeliveryView } from '@tickrelay/contracts/webhooks/deliveries';

/** Rows an export holds at most (the contract's exportDeliveries). */
export const CSV_MAX_ROWS = 10_000;

export const CSV_COLUMNS = [
  'received_at',
  'id',
  'status',
  'code',
  'field',
  'action',
  'ticker',
  'quantity',
  'alert_id',
  'source_address',
  'content_type',
  'ack_latency_ms',
  'executed_latency_ms',
  'test',
  'contract',
  'position_after',
  'raw_body',
] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage return
 * that hides one) is prefixed with ' (OWASP, CSV injection): the log holds what strangers may
 * have sent to a member's URL.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function csvHeader(): string {
  return csvRow(CSV_COLUMNS);
}

export function deliveryCsvRow(view: DeliveryView): string {
  return csvRow([
    view.receivedAt,
    view.id,
    view.status,
    view.code,
    view.field,
    view.action,
    view.ticker,
    view.quantity,
    view.alertId,
    view.sourceAddress,
    view.contentType,
    view.ackLatencyMs,
    view.executedLatencyMs,
    view.test,
    view.brokerResult?.contract ?? null,
    view.brokerResult?.positionAfter ?? null,
    view.rawBody,
  ]);
}
