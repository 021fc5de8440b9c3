// What the rest of the backend asks of the Tradovate adapter (tradovate/): check credentials,
// execute an intent on the member's chosen account, liquidate, forget a member's cached token.
// The adapter speaks Tradovate's REST API (demo or live base URL from the environment); the
// wiring (modules/brokers: the adapter table, the broker settings) stores the sealed credentials and passes them
// in, and writes the audit from what comes back.
import type {
  BrokerAccountView,
  BrokerConnectionError,
  TradovateCredentialsInput,
  TradovateEnvironment,
} from '@tickrelay/contracts/brokers/broker-connection';

import type { BrokerResult, OrderIntent } from '../broker.port';

/** The member's credentials as the adapter uses them: what they typed, plus our device id. */
export interface TradovateCredentials extends TradovateCredentialsInput {
  /** A stable UUID per saved connection (Tradovate's deviceId: approval is per device). */
  deviceId: string;
}

/** Who and where: the member's connection with its chosen account. */
export interface TradovateSession {
  memberId: string;
  /** Changes whenever the credentials are saved again: a cached token of another one is not used. */
  connectionId: string;
  credentials: TradovateCredentials;
  accountId: number;
  accountName: string;
}

/**
 * The connection cannot be used: refused credentials, an app not approved yet (2FA), a rate limit
 * (with the time Tradovate asked for), Tradovate unreachable, the account gone. `retryable`:
 * trying again later may work (BROKER_RATE_LIMITED, BROKER_UNAVAILABLE).
 */
export class TradovateConnectionError extends Error {
  constructor(
    readonly code: BrokerConnectionError,
    readonly retryable: boolean,
    /** When Tradovate said how long to wait (p-time, Retry-After). */
    readonly retryAfterMs: number | null = null,
    cause?: unknown,
  ) {
    super(`tradovate: ${code}`, { cause });
    this.name = 'TradovateConnectionError';
  }
}

/**
 * A call told to place nothing new (`placeNew: false`: a retry of an alert after the member's
 * kill switch was pressed) reached an order it would have had to send, or a cancel it would have
 * had to make: nothing was sent. Not retryable: the delivery ends paused.
 */
export class TradovateOrderWithheld extends Error {
  constructor(readonly tag: string | null) {
    super(`tradovate: order withheld${tag === null ? '' : ` (${tag})`}`);
    this.name = 'TradovateOrderWithheld';
  }
}

export interface TradovateExecuteOptions {
  /**
   * False: only what an earlier call for the same delivery already placed is found (by its client
   * order id) and reported; anything it would have to send or cancel now throws
   * TradovateOrderWithheld instead. When no order of the delivery was ever noted as sent, it
   * throws before any request to Tradovate. Default true.
   */
  placeNew?: boolean;
}

export interface TradovateCheck {
  environment: TradovateEnvironment;
  accounts: BrokerAccountView[];
}

export interface TradovateBroker {
  /** A token (a fresh one, not the cache) and the account list. Throws TradovateConnectionError. */
  check(connectionId: string, credentials: TradovateCredentials): Promise<TradovateCheck>;
  /**
   * Executes one intent on the session's account, at most once per intent.deliveryId, even when
   * called again after a timeout (client order ids). A refusal by Tradovate is a result with
   * status 'rejected' (code ORDER_REFUSED, the failureText as the event's reason); what prevents
   * trying (auth, approval, rate limit, unreachable) throws TradovateConnectionError.
   */
  execute(
    session: TradovateSession,
    intent: OrderIntent,
    options?: TradovateExecuteOptions,
  ): Promise<BrokerResult>;
  /** Liquidates every position (or one contract's) and cancels working orders. */
  liquidate(session: TradovateSession, contract?: string): Promise<BrokerResult>;
  /** Drops the cached token of a connection (removed or replaced). */
  forget(connectionId: string): Promise<void>;
}

export const TRADOVATE_BROKER = Symbol('TRADOVATE_BROKER');

/**
 * How the adapter keeps tokens between calls (Redis in the app, sealed): a token is reused until
 * shortly before its expirationTime and renewed (GET /auth/renewaccesstoken) before it lapses.
 */
export interface TradovateTokenStore {
  get(connectionId: string): Promise<{ accessToken: string; expiresAt: number } | null>;
  set(connectionId: string, token: { accessToken: string; expiresAt: number }): Promise<void>;
  delete(connectionId: string): Promise<void>;
}
