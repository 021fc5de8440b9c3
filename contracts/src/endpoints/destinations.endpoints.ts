// The member's destinations. Every endpoint answers 401 to a visitor; those that change something
// or send are member-only (403 SUBSCRIPTION_REQUIRED when the membership is not entitled).
import type {
  CreateDestinationRequest,
  CreatedDestination,
  DestinationTestResult,
  DestinationView,
  TelegramLink,
  UpdateDestinationRequest,
} from '../destinations/destinations';
import { endpoint } from './endpoint';

export interface DestinationList {
  items: DestinationView[];
  /** The platform's Telegram bot (@name) a member starts a chat with; null when not configured. */
  telegramBot: string | null;
}

export const listDestinations = endpoint<{ response: DestinationList }>()({
  method: 'GET',
  path: '/api/destinations',
  status: 200,
});

/**
 * 201. 400 VALIDATION_FAILED (details: url → DESTINATION_URL_INVALID for a URL that is not https,
 * has credentials, names a port other than 443 (DESTINATION_PORT_NOT_ALLOWED), or for discord is
 * not a Discord webhook URL); 400 DESTINATION_CHAT_ID_REFUSED for a telegram destination given a
 * chat id (the chat is linked through the bot: CreatedDestination.telegramLink); 409 DESTINATION_LIMIT_REACHED
 * past DESTINATION_LIMITS.perMember. The name is not resolved here: a refused address is reported
 * by the test and by each relay (DESTINATION_ADDRESS_REFUSED).
 */
export const createDestination = endpoint<{
  body: CreateDestinationRequest;
  response: CreatedDestination;
}>()({
  method: 'POST',
  path: '/api/destinations',
  status: 201,
});

/** 404 DESTINATION_NOT_FOUND for an unknown id or another member's. */
export const updateDestination = endpoint<{
  body: UpdateDestinationRequest;
  response: DestinationView;
}>()({
  method: 'PATCH',
  path: '/api/destinations/:id',
  status: 200,
});

/** Relays still queued for it end as failed (DESTINATION_REMOVED). 204. */
export const deleteDestination = endpoint<{ response: void }>()({
  method: 'DELETE',
  path: '/api/destinations/:id',
  status: 204,
});

/** One attempt of a test message, answered at once (at most DESTINATION_LIMITS.timeoutMs). */
export const testDestination = endpoint<{ response: DestinationTestResult }>()({
  method: 'POST',
  path: '/api/destinations/:id/test',
  status: 200,
});

/** A new signing secret for an https destination (the old one stops at once), shown this once. */
export const rotateDestinationSecret = endpoint<{ response: { signingSecret: string } }>()({
  method: 'POST',
  path: '/api/destinations/:id/rotate-secret',
  status: 200,
});

/**
 * telegram only (409 CONFLICT otherwise): a new one-time start code for the destination, the
 * previous one void. A linked destination keeps its chat until another chat sends the new code.
 */
export const createTelegramLink = endpoint<{ response: TelegramLink }>()({
  method: 'POST',
  path: '/api/destinations/:id/telegram-link',
  status: 200,
});

/**
 * Telegram's updates for the platform's bot (setWebhook), verified by the
 * X-Telegram-Bot-Api-Secret-Token header (TELEGRAM_WEBHOOK_SECRET): 401 UNAUTHORIZED without it;
 * 404 when no secret is configured. `/start <code>` from a chat links that chat to the code's
 * destination. Any other well-formed update is acknowledged and ignored (Telegram would send it
 * again otherwise).
 */
export const telegramUpdates = endpoint<{ response: { ok: true } }>()({
  method: 'POST',
  path: '/api/telegram/updates',
  status: 200,
});
