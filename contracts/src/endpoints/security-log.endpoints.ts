// The member's security log (sign-ins, failed attempts and sensitive changes, newest first) and
// the "this wasn't me" link of the security mails.
import { endpoint } from './endpoint';

/**
 * What the log records. Each kind is recorded once, by the module that makes the change, in the
 * change's transaction where there is one. The factor kinds are the second-factor slice's.
 */
export const SECURITY_EVENT_KINDS = [
  'sign-in',
  'sign-in-failed',
  'password-changed',
  'password-reset',
  'email-change-requested',
  'email-change-confirmed',
  'email-change-undone',
  'session-ended',
  'sessions-ended',
  'broker-connected',
  'broker-disconnected',
  'execution-target-changed',
  'risk-rules-changed',
  'webhook-url-rotated',
  'webhook-url-revoked',
  'destination-added',
  'destination-removed',
  'factor-added',
  'factor-removed',
  'recovery-codes-regenerated',
  'not-me-reported',
] as const;

export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export function isSecurityEventKind(value: unknown): value is SecurityEventKind {
  return typeof value === 'string' && (SECURITY_EVENT_KINDS as readonly string[]).includes(value);
}

/** Short, non-secret facts about the event (a broker's name, an account, a destination's kind). */
export type SecurityEventDetails = Readonly<Record<string, string | number | boolean | null>>;

export interface SecurityEvent {
  id: string;
  kind: SecurityEventKind;
  /** ISO 8601. */
  at: string;
  /** The client address the change came from (no place: no location database is shipped). */
  ip: string | null;
  /** "Firefox on Windows", read from the user agent; null when none was sent. */
  browser: string | null;
  details: SecurityEventDetails;
}

export interface SecurityLogQuery {
  /** The `nextCursor` of the previous page. */
  cursor?: string;
  /** 1 to 100, default 25. */
  limit?: string;
}

export interface SecurityLogPage {
  items: SecurityEvent[];
  nextCursor: string | null;
}

/** Newest first, in keyset pages. */
export const listSecurityLog = endpoint<{ query: SecurityLogQuery; response: SecurityLogPage }>()({
  method: 'GET',
  path: '/api/account/security-log',
  status: 200,
});

export interface NotMeRequest {
  /** The token of the mail's "this wasn't me" link. */
  token: string;
}

export interface NotMeAnswer {
  /** Every session ended and a password-reset link mailed to the account's address. */
  status: 'secured';
}

/**
 * From a security mail's "this wasn't me" link: ends every session of the account and mails a
 * password-reset link. Single use; a spent or unknown token is TOKEN_INVALID, an old one
 * TOKEN_EXPIRED.
 */
export const reportNotMe = endpoint<{ body: NotMeRequest; response: NotMeAnswer }>()({
  method: 'POST',
  path: '/api/security/not-me',
  status: 200,
});
