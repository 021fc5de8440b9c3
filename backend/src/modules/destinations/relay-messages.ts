import { randomUUID } from 'node:crypto';

import { ALERT_EXAMPLES } from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import type {
  RelayAlertPayload,
  RelayFailureNoticePayload,
} from '@tickrelay/contracts/destinations/destinations';
import type { Locale } from '@tickrelay/contracts/locales';

import type { RelayMessage } from './relay-sender.port';
import { RELAY_TEXTS, relayTime } from './relay-texts';
import type { LoggedDelivery } from './relays.repository';

type RelayedAlert = RelayAlertPayload['alert'];

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** A JSON number or decimal text as plain decimal text (never exponent form). */
function decimal(value: unknown): string | null {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const plain = String(value);
  return /e/i.test(plain) ? value.toFixed(8).replace(/\.?0+$/, '') : plain;
}

function sentimentOf(value: unknown): string | null {
  if (value === 'long') return 'bullish';
  if (value === 'short') return 'bearish';
  return text(value);
}

/**
 * The alert as the log kept it. The body was valid when the alert was executed (only such
 * deliveries are relayed), but the log's copy is redacted and may be cut: what it no longer says
 * comes from the row's own columns, or stays null.
 */
export function relayedAlert(row: LoggedDelivery): RelayedAlert {
  let body: Record<string, unknown> = {};
  if (!row.raw_body_truncated) {
    try {
      const parsed: unknown = JSON.parse(row.raw_body);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        body = parsed as Record<string, unknown>;
      }
    } catch {
      // Text TradingView sent as is: the row's columns say what was read of it.
    }
  }
  const ticker = row.ticker ?? text(body.ticker) ?? '';
  return {
    ticker: ticker.includes(':') ? (ticker.split(':')[1] ?? ticker) : ticker,
    action: row.action ?? text(body.action) ?? '',
    quantity: row.quantity,
    orderType: text(body.orderType) ?? 'market',
    price: decimal(body.price),
    sentiment: sentimentOf(body.sentiment),
    id: row.alert_id,
    time: text(body.time),
  };
}

function summaryOf(alert: RelayedAlert): string {
  const quantity = alert.quantity === null ? '' : ` ${alert.quantity}`;
  const price = alert.price === null || alert.orderType === 'market' ? '' : ` @ ${alert.price}`;
  return `${alert.action.toUpperCase()}${quantity} ${alert.ticker} ${alert.orderType}${price}`;
}

function alertText(payload: RelayAlertPayload, locale: Locale): string {
  const t = RELAY_TEXTS[locale];
  const status = t.status[payload.status] ?? payload.status;
  const lines = [t.alert(summaryOf(payload.alert), status)];
  if (payload.code) lines.push(t.code(payload.code));
  if (payload.contract) lines.push(t.contract(payload.contract));
  if (payload.test) lines[0] = `${lines[0]} ${t.testMark}`;
  return lines.join('\n');
}

/** The relay of a logged delivery to a destination. */
export function alertMessage(row: LoggedDelivery, locale: Locale): RelayMessage {
  const brokerResult = row.broker_result;
  const json: RelayAlertPayload = {
    event: 'alert',
    deliveryId: row.delivery_id,
    receivedAt: new Date(row.received_at).toISOString(),
    test: row.test,
    alert: relayedAlert(row),
    status: row.status,
    code: row.code,
    contract: brokerResult?.contract ?? null,
  };
  return { event: 'alert', deliveryId: row.delivery_id, json, text: alertText(json, locale) };
}

/** "Send a test": the sample market buy, marked as a test everywhere. */
export function testMessage(locale: Locale, now = new Date()): RelayMessage {
  const sample = ALERT_EXAMPLES.marketBuy;
  const deliveryId = randomUUID();
  const json: RelayAlertPayload = {
    event: 'test',
    deliveryId,
    receivedAt: now.toISOString(),
    test: true,
    alert: {
      ticker: sample.ticker,
      action: sample.action,
      quantity: sample.quantity,
      orderType: sample.orderType,
      price: decimal(sample.price),
      sentiment: null,
      id: null,
      time: null,
    },
    status: 'executed',
    code: null,
    contract: null,
  };
  return { event: 'test', deliveryId, json, text: RELAY_TEXTS[locale].test };
}

/** The failure notice as a destination gets it: the same failures as the mail. */
export function noticeMessage(
  payload: RelayFailureNoticePayload,
  total: number,
  logLink: string,
  locale: Locale,
): RelayMessage {
  const t = RELAY_TEXTS[locale].notice;
  const lines = [t.title(total)];
  for (const failure of payload.failures) {
    const what =
      failure.kind === 'execution' ? t.execution : t.destination(failure.destinationLabel ?? '');
    lines.push(`• ${relayTime(failure.at, locale)} · ${what} · ${failure.code}`);
  }
  if (total > payload.failures.length) lines.push(t.more(total - payload.failures.length));
  lines.push(t.log(logLink));
  return { event: 'failure_notice', deliveryId: null, json: payload, text: lines.join('\n') };
}
