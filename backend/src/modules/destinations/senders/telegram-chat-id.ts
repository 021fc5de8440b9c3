// The Telegram chats a member may name: a chat's numeric id (a user or group, negative for
// groups, -100… for supergroups and channels; at most 52 significant bits per the Bot API) or a
// public channel's @username.

const NUMERIC = /^-?[1-9]\d{0,15}$/;
// Telegram usernames: 5-32 characters, letters, digits and underscores, starting with a letter.
const CHANNEL = /^@[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/;

export function isTelegramChatId(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  if (CHANNEL.test(value)) return true;
  return NUMERIC.test(value) && Number.isSafeInteger(Number(value));
}

/** What sendMessage's chat_id gets: the number for a numeric id, the @username as is. */
export function telegramChatIdParam(chatId: string): number | string {
  return NUMERIC.test(chatId) ? Number(chatId) : chatId;
}
