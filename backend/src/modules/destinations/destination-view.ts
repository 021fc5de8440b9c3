import type {
  DestinationKind,
  DestinationView,
  RelayView,
} from '@tickrelay/contracts/destinations/destinations';

import type { DeliveryRelayRow, DestinationRow } from './destinations.tables';
import { discordWebhookDisplay, parseDiscordWebhookUrl } from './senders/discord-webhook-url';

/**
 * Where a destination goes, safe to show (DestinationView.target): an https URL without its
 * credentials, query or fragment; a Discord webhook without its token; a Telegram chat's id.
 */
export function displayTarget(
  kind: DestinationKind,
  where: { url: string } | { chatId: string },
): string {
  if ('chatId' in where) return `chat ${where.chatId}`;
  if (kind === 'discord') {
    const webhook = parseDiscordWebhookUrl(where.url);
    if (!webhook) throw new Error('not a Discord webhook URL');
    return discordWebhookDisplay(webhook);
  }
  const url = new URL(where.url);
  return `${url.protocol}//${url.host}${url.pathname}`;
}

export function destinationView(row: DestinationRow): DestinationView {
  return {
    id: row.id,
    kind: row.kind,
    label: row.label,
    target: row.target,
    notifyFailures: row.notify_failures,
    createdAt: row.created_at.toISOString(),
    lastResult:
      row.last_status && row.last_at
        ? { status: row.last_status, code: row.last_code, at: row.last_at.toISOString() }
        : null,
    link: row.kind === 'telegram' ? (row.chat_id === null ? 'waiting' : 'linked') : null,
  };
}

export function relayView(row: DeliveryRelayRow): RelayView {
  return {
    destinationId: row.destination_id,
    kind: row.kind,
    label: row.label,
    status: row.status,
    attempts: row.attempts,
    code: row.code,
    httpStatus: row.http_status,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}
