import { createHash, randomBytes } from 'node:crypto';

import {
  DESTINATION_LIMITS,
  type TelegramLink,
} from '@tickrelay/contracts/destinations/destinations';

/** How long a start code is good for (once). */
export const TELEGRAM_LINK_TTL_MS = DESTINATION_LIMITS.telegramLinkMinutes * 60_000;

/**
 * A start code: 24 random bytes in base64url (32 characters of A-Z a-z 0-9 _ -, what Telegram's
 * deep links carry, at most 64). Only its SHA-256 is stored: a database copy links no chat.
 */
export function newLinkCode(): { code: string; hash: Buffer } {
  const code = randomBytes(24).toString('base64url');
  return { code, hash: linkCodeHash(code) };
}

export function linkCodeHash(code: string): Buffer {
  return createHash('sha256').update(`tickrelay:telegram-link:v1:${code}`).digest();
}

/** What the member is shown: the t.me deep link to the bot (when its name is known) and the code. */
export function telegramLink(code: string, expiresAt: Date, botUsername?: string): TelegramLink {
  return {
    code,
    url: botUsername ? `https://t.me/${botUsername}?start=${code}` : null,
    expiresAt: expiresAt.toISOString(),
  };
}

const START = /^\/start(?:@[A-Za-z0-9_]{1,64})?\s+([A-Za-z0-9_-]{1,64})\s*$/;

/**
 * The code of a `/start <code>` message (what Telegram sends when a deep link is opened, or what
 * the member typed, perhaps addressed as /start@bot in a group); null for any other text.
 */
export function startCodeOf(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  return START.exec(text.trim())?.[1] ?? null;
}

/** The part of a Telegram Update that can link a chat: a message with text, from its chat. */
export interface StartMessage {
  chatId: string;
  code: string;
}

/**
 * Reads a Bot API Update (`{update_id, message: {chat: {id}, text}}`; `channel_post` for a channel
 * where the bot is an admin) down to a start message; null for anything else.
 */
export function startMessageOf(update: unknown): StartMessage | null {
  if (typeof update !== 'object' || update === null) return null;
  const { message, channel_post: channelPost } = update as Record<string, unknown>;
  const candidate = (message ?? channelPost) as
    { chat?: { id?: unknown }; text?: unknown } | undefined;
  const chatId = candidate?.chat?.id;
  if (typeof chatId !== 'number' || !Number.isSafeInteger(chatId)) return null;
  const code = startCodeOf(candidate?.text);
  return code === null ? null : { chatId: String(chatId), code };
}
