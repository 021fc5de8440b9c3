// Reading Tradovate's answers: pure functions over parsed JSON, so each rule is unit-tested
// (tradovate-responses.spec.ts). Nothing here trusts a field's type: an answer of another shape is
// `undefined` (or a refusal), never a crash deep in the adapter.
import type { BrokerConnectionError } from '@tickrelay/contracts/brokers/broker-connection';

import type {
  TradovateAccount,
  TradovateCommand,
  TradovateContract,
  TradovateFill,
  TradovateOrder,
  TradovatePosition,
} from './tradovate-api.types';

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value);

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export interface Penalty {
  ticket: string;
  /** How long Tradovate asked us to wait (p-time, seconds → ms). */
  waitMs: number;
  /** p-captcha: only a person can clear it; wait about an hour instead. */
  captcha: boolean;
}

/** A penalty ticket answer ({"p-ticket", "p-time", "p-captcha"}), else undefined. */
export function readPenalty(body: unknown): Penalty | undefined {
  if (!isRecord(body)) return undefined;
  const ticket = text(body['p-ticket']);
  if (ticket === undefined) return undefined;
  const seconds = body['p-time'];
  const waitMs =
    typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
      ? Math.ceil(seconds * 1000)
      : 0;
  return { ticket, waitMs, captcha: body['p-captcha'] === true };
}

/** Retry-After in seconds (or an HTTP date) → ms from now; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, nowMs: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds * 1000);
  const at = Date.parse(header);
  return Number.isFinite(at) ? Math.max(0, at - nowMs) : undefined;
}

export type TokenAnswer =
  | { ok: true; accessToken: string; expiresAt: number }
  | { ok: false; errorText: string | undefined };

/** An access token with its expirationTime (epoch ms), or Tradovate's errorText. */
export function readToken(body: unknown): TokenAnswer {
  if (!isRecord(body)) return { ok: false, errorText: undefined };
  const errorText = text(body.errorText);
  const accessToken = text(body.accessToken);
  const expiresAt =
    typeof body.expirationTime === 'string' ? Date.parse(body.expirationTime) : Number.NaN;
  if (errorText !== undefined || accessToken === undefined || !Number.isFinite(expiresAt)) {
    return { ok: false, errorText };
  }
  return { ok: true, accessToken, expiresAt };
}

// Tradovate's words for a login it will not finish until the member acts in Tradovate (approve
// the app or this device, the second factor), as opposed to refused credentials.
const APPROVAL_WORDS =
  /(two[- ]?factor|2fa|approv|device|confirm|verif|not (been )?(authorized|authorised))/i;
const CREDENTIAL_WORDS = /(incorrect|password|credential|invalid|not registered|unknown user)/i;

/**
 * Why an access token request was refused. Approval words win, then credential words; with
 * neither, HTTP 401 means the app or device awaits the member's approval (2FA) and an errorText on
 * a 200 means refused credentials.
 */
export function tokenRefusal(
  status: number,
  errorText: string | undefined,
): Extract<BrokerConnectionError, 'BROKER_AUTH_FAILED' | 'BROKER_APP_NOT_APPROVED'> {
  if (errorText !== undefined && APPROVAL_WORDS.test(errorText)) return 'BROKER_APP_NOT_APPROVED';
  if (errorText !== undefined && CREDENTIAL_WORDS.test(errorText)) return 'BROKER_AUTH_FAILED';
  return status === 401 ? 'BROKER_APP_NOT_APPROVED' : 'BROKER_AUTH_FAILED';
}

export type PlaceAnswer =
  | {
      ok: true;
      orderId: number;
      oso1Id: number | null;
      oso2Id: number | null;
      /** Found from an earlier attempt before anything was sent: its fills are in the position. */
      earlier?: true;
    }
  | { ok: false; failureReason: string | null; failureText: string | null };

/**
 * PlaceOrderResult / PlaceOsoResult: an orderId means Tradovate took the order; a failureReason
 * other than Success, or no orderId, is a refusal in Tradovate's words.
 */
export function readPlaceResult(body: unknown): PlaceAnswer {
  const record = isRecord(body) ? body : {};
  const failureReason = text(record.failureReason) ?? null;
  const failureText = text(record.failureText) ?? text(record.errorText) ?? null;
  const refused = failureReason !== null && failureReason !== 'Success';
  if (!refused && isId(record.orderId)) {
    return {
      ok: true,
      orderId: record.orderId,
      oso1Id: isId(record.oso1Id) ? record.oso1Id : null,
      oso2Id: isId(record.oso2Id) ? record.oso2Id : null,
    };
  }
  return { ok: false, failureReason, failureText };
}

/** CommandResult of cancelorder: ok, or Tradovate's reason. */
export function readCommandResult(body: unknown): { ok: true } | { ok: false; reason: string } {
  const record = isRecord(body) ? body : {};
  const failureReason = text(record.failureReason);
  if (isId(record.commandId) && (failureReason === undefined || failureReason === 'Success')) {
    return { ok: true };
  }
  return {
    ok: false,
    reason: text(record.failureText) ?? failureReason ?? text(record.errorText) ?? 'refused',
  };
}

/** Keeps the array items that look like T (by their required fields); not an array → []. */
function listOf<T>(body: unknown, valid: (item: Record<string, unknown>) => boolean): T[] {
  return Array.isArray(body) ? (body.filter((item) => isRecord(item) && valid(item)) as T[]) : [];
}

export const readAccounts = (body: unknown): TradovateAccount[] =>
  listOf(body, (item) => isId(item.id) && typeof item.name === 'string');

export function readAccount(body: unknown): TradovateAccount | undefined {
  return readAccounts([body])[0];
}

export function readContract(body: unknown): TradovateContract | undefined {
  return listOf<TradovateContract>(
    [body],
    (item) => isId(item.id) && typeof item.name === 'string',
  )[0];
}

export const readPositions = (body: unknown): TradovatePosition[] =>
  listOf(body, (item) => isId(item.accountId) && isId(item.contractId) && isId(item.netPos));

export const readOrders = (body: unknown): TradovateOrder[] =>
  listOf(
    body,
    (item) =>
      isId(item.id) &&
      (item.action === 'Buy' || item.action === 'Sell') &&
      typeof item.ordStatus === 'string',
  );

export function readOrder(body: unknown): TradovateOrder | undefined {
  return readOrders([body])[0];
}

export const readCommands = (body: unknown): TradovateCommand[] =>
  listOf(body, (item) => isId(item.id) && isId(item.orderId));

export const readFills = (body: unknown): TradovateFill[] =>
  listOf(
    body,
    (item) =>
      isId(item.id) &&
      isId(item.orderId) &&
      isId(item.qty) &&
      item.qty > 0 &&
      typeof item.price === 'number' &&
      (item.action === 'Buy' || item.action === 'Sell'),
  );

/** The command that placed an order with this client order id (or liquidation tag), if any. */
export function commandFor(
  commands: readonly TradovateCommand[],
  tag: string,
): TradovateCommand | undefined {
  return commands.find(
    (command) =>
      command.commandType === 'New' && (command.clOrdId === tag || command.customTag50 === tag),
  );
}
