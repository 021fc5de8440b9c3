import { HttpStatus } from '@nestjs/common';
import {
  DESTINATION_LIMITS,
  type DestinationKind,
} from '@tickrelay/contracts/destinations/destinations';
import type { DetailCode } from '@tickrelay/contracts/errors/detail-codes';

import { AppException } from '@/common/errors/app.exception';

import type { CreateDestinationDto } from './dto/create-destination.dto';
import { parseDiscordWebhookUrl } from './senders/discord-webhook-url';
import { isAllowedHttpsPort } from './senders/https-port';

/** The message of a URL a destination cannot use (i18n key). */
export const DESTINATION_URL_INVALID_KEY = 'errors.DESTINATION_URL_INVALID';

const invalid = (field: string, code: DetailCode, messageKey?: string) =>
  new AppException(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', { [field]: code }, { messageKey });

/**
 * An https URL a relay may POST to: https, a host name, no user or password, at most
 * DESTINATION_LIMITS.urlMaxChars. The name is not resolved here: a refused address is reported
 * by the test and by each relay (DESTINATION_ADDRESS_REFUSED).
 */
export function isHttpsDestinationUrl(value: string): boolean {
  if (value.length > DESTINATION_LIMITS.urlMaxChars) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (
    url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  );
}

/** What a creation stores: the kind's own field, checked (a Telegram chat comes from the bot). */
export type DestinationInput =
  { kind: 'https'; url: string } | { kind: 'discord'; url: string } | { kind: 'telegram' };

/**
 * The kind's field, checked: 400 VALIDATION_FAILED with `url: invalid_url` and the localised
 * DESTINATION_URL_INVALID message for a URL the kind cannot use; 400 DESTINATION_PORT_NOT_ALLOWED
 * for an https URL on a port other than 443; `unknown_field` for the other kind's field. A chat
 * id is never accepted (400 DESTINATION_CHAT_ID_REFUSED): a member could name any chat the bot
 * can reach and have it post their text there; the chat is linked through the bot instead.
 */
export function destinationInput(
  body: CreateDestinationDto,
  allowedPrivateTargets: ReadonlySet<string>,
): DestinationInput {
  const kind: DestinationKind = body.kind;
  if (body.chatId !== undefined) {
    throw new AppException(HttpStatus.BAD_REQUEST, 'DESTINATION_CHAT_ID_REFUSED', {
      chatId: 'unknown_field',
    });
  }
  if (kind === 'telegram') {
    if (body.url !== undefined) throw invalid('url', 'unknown_field');
    return { kind };
  }
  const url = body.url ?? '';
  const usable =
    kind === 'https' ? isHttpsDestinationUrl(url) : parseDiscordWebhookUrl(url) !== null;
  if (!usable) throw invalid('url', 'invalid_url', DESTINATION_URL_INVALID_KEY);
  if (kind === 'https' && !isAllowedHttpsPort(url, allowedPrivateTargets)) {
    throw new AppException(HttpStatus.BAD_REQUEST, 'DESTINATION_PORT_NOT_ALLOWED', {
      url: 'invalid_url',
    });
  }
  return { kind, url };
}
