import type { RelayView } from '@tickrelay/contracts/destinations/destinations';
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
  'relays',
  'raw_body',
] as const;

/** What makes a spreadsheet run a cell as a formula: = + - @, or a tab or CR that hides one. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A `;` or a line break inside a cell, followed (maybe after blanks or quotes) by what starts a
 * formula. French Excel splits a file on `;` and reads this file's commas and quotes as text
 * then, so each `;` (and a line break outside its idea of quotes) starts a cell of its own
 * whatever the quoting: that piece is guarded too.
 */
const FORMULA_AFTER_BREAK = /(;|\r\n?|\n)(?=[ \t\r"]*[=+\-@])/g;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, a semicolon, a quote or a line break,
 * quotes doubled. Text a spreadsheet would run as a formula is prefixed with ' (OWASP, CSV
 * injection), at the cell's start and after each `;` or line break inside it, so the file is
 * safe opened with `,` or `;` as separator: the log holds what strangers sent to a member's URL.
 */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  const safe = guarded.replace(FORMULA_AFTER_BREAK, "$1'");
  return /[",;\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvRow(values: ReadonlyArray<string | number | boolean | null>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function csvHeader(): string {
  return csvRow(CSV_COLUMNS);
}

/**
 * The delivery's relays in one cell, as the log lists them: `label (kind): status`, then the
 * code, the destination's last HTTP status and the attempts ("; ") when there are any, separated
 * by " | ". Empty when the delivery had no relay.
 */
export function relaysCell(relays: readonly RelayView[]): string {
  return relays
    .map((relay) => {
      const details = [
        relay.code,
        relay.httpStatus === null ? null : `HTTP ${relay.httpStatus}`,
        relay.attempts > 1 ? `${relay.attempts} attempts` : null,
      ].filter((part): part is string => part !== null);
      const outcome = details.length ? `${relay.status} ${details.join('; ')}` : relay.status;
      return `${relay.label} (${relay.kind}): ${outcome}`;
    })
    .join(' | ');
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
    relaysCell(view.relays),
    view.rawBody,
  ]);
}
