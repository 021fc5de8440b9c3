// How a message reaches a member's destination: one attempt, reported as a result, never thrown.
// Senders: https (the member's endpoint, signed, through the SSRF-safe client), discord (the
// channel's webhook URL), telegram (the platform's bot to the member's chat); discord and
// telegram each have a `local` adapter (the default) that keeps the message on this machine.
import type {
  RelayAlertPayload,
  RelayCode,
  RelayEvent,
  RelayFailureNoticePayload,
} from '@tickrelay/contracts/destinations/destinations';

export type RelayTarget =
  | { kind: 'https'; url: string; signingSecret: string }
  | { kind: 'discord'; url: string }
  /** chatId null: waiting for its chat to be linked through the bot; never sent (DESTINATION_NOT_LINKED). */
  | { kind: 'telegram'; chatId: string | null };

export interface RelayMessage {
  event: RelayEvent;
  /** The delivery it is about (alert, test); null for a failure notice. */
  deliveryId: string | null;
  /** The body an https destination gets (signed). */
  json: RelayAlertPayload | RelayFailureNoticePayload;
  /** The same, as a few lines of text in the member's language (discord, telegram). */
  text: string;
}

export interface RelayAttempt {
  ok: boolean;
  code: RelayCode | null;
  /** The status the destination answered, if it answered. */
  httpStatus: number | null;
  /** False when another attempt cannot change the outcome (refused address, redirect, 4xx but 408/429). */
  retryable: boolean;
  /** The destination asked for this wait (429 Retry-After, Discord retry_after, Telegram parameters.retry_after). */
  retryAfterMs: number | null;
  durationMs: number;
}

/** Who the relay is for: written on the senders' log lines (refusals above all), never sent. */
export interface RelayContext {
  memberId?: string;
  destinationId?: string;
}

export interface RelaySender {
  send(target: RelayTarget, message: RelayMessage, context?: RelayContext): Promise<RelayAttempt>;
}

export const RELAY_SENDER = Symbol('RELAY_SENDER');
