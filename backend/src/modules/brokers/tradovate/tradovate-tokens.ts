// Access tokens per connection. Tradovate counts every successful accesstokenrequest as a new
// session and closes the oldest past two, so a token is requested as rarely as possible: kept in
// the token store (shared by every process), reused until shortly before its expirationTime,
// renewed then with GET /auth/renewaccesstoken (same session), and requested anew only when
// there is none, renewal failed, or Tradovate answered 401 to it. One request at a time per
// connection in a process (concurrent callers share it).
import type { TradovateEnvironment } from '@tickrelay/contracts/brokers/broker-connection';

import type { AccessTokenRequestBody } from './tradovate-api.types';
import type { TradovateHttp } from './tradovate-http';
import { readToken, tokenRefusal } from './tradovate-responses';
import {
  TradovateConnectionError,
  type TradovateCredentials,
  type TradovateTokenStore,
} from './tradovate.port';

/** Tradovate advises renewing about 15 minutes before a token expires. */
export const DEFAULT_RENEW_BEFORE_MS = 15 * 60 * 1000;
/** A token this close to its expiry is not even renewed: a new one is requested. */
const MIN_REMAINING_MS = 5_000;

export interface TradovateConnection {
  connectionId: string;
  credentials: TradovateCredentials;
}

export interface TradovateTokensOptions {
  baseUrl: (environment: TradovateEnvironment) => string;
  renewBeforeMs: number;
  now: () => number;
}

export class TradovateTokens {
  private readonly inFlight = new Map<string, Promise<string>>();

  constructor(
    private readonly http: TradovateHttp,
    private readonly store: TradovateTokenStore,
    private readonly options: TradovateTokensOptions,
  ) {}

  /** A usable token: the cached one, renewed when it expires soon, or a new one. */
  token(connection: TradovateConnection): Promise<string> {
    return this.once(connection.connectionId, async () => {
      const cached = await this.cached(connection.connectionId);
      const remaining = cached ? cached.expiresAt - this.options.now() : 0;
      if (cached && remaining > this.options.renewBeforeMs) return cached.accessToken;
      if (cached && remaining > MIN_REMAINING_MS) {
        const renewed = await this.renew(connection, cached.accessToken);
        if (renewed !== null) return renewed;
      }
      return this.request(connection);
    });
  }

  /** A new token whatever the cache holds (test connection); kept for the calls that follow. */
  fresh(connection: TradovateConnection): Promise<string> {
    return this.once(connection.connectionId, () => this.request(connection));
  }

  /**
   * Tradovate answered 401 to `rejected`: a new token, unless another caller already replaced
   * it (then that one).
   */
  replace(connection: TradovateConnection, rejected: string): Promise<string> {
    return this.once(connection.connectionId, async () => {
      const cached = await this.cached(connection.connectionId);
      if (cached && cached.accessToken !== rejected && cached.expiresAt > this.options.now()) {
        return cached.accessToken;
      }
      return this.request(connection);
    });
  }

  async forget(connectionId: string): Promise<void> {
    await this.store.delete(connectionId);
  }

  private once(connectionId: string, run: () => Promise<string>): Promise<string> {
    const pending = this.inFlight.get(connectionId);
    if (pending) return pending;
    const started = run().finally(() => this.inFlight.delete(connectionId));
    this.inFlight.set(connectionId, started);
    return started;
  }

  private async cached(connectionId: string) {
    try {
      return await this.store.get(connectionId);
    } catch {
      return null; // the cache is down: a request still works, at the cost of a session
    }
  }

  private async keep(connectionId: string, token: { accessToken: string; expiresAt: number }) {
    try {
      await this.store.set(connectionId, token);
    } catch {
      // Not cached: the next call requests another token.
    }
  }

  private async renew(connection: TradovateConnection, token: string): Promise<string | null> {
    const response = await this.http.call({
      baseUrl: this.options.baseUrl(connection.credentials.environment),
      method: 'GET',
      path: '/auth/renewaccesstoken',
      token,
      scope: connection.connectionId,
    });
    const answer = readToken(response.body);
    if (response.status !== 200 || !answer.ok) return null;
    await this.keep(connection.connectionId, answer);
    return answer.accessToken;
  }

  private async request(connection: TradovateConnection): Promise<string> {
    const { credentials } = connection;
    const body: AccessTokenRequestBody = {
      name: credentials.username,
      password: credentials.password,
      appId: credentials.appId,
      appVersion: credentials.appVersion,
      cid: credentials.cid,
      sec: credentials.secret,
      deviceId: credentials.deviceId,
    };
    const response = await this.http.call({
      baseUrl: this.options.baseUrl(credentials.environment),
      method: 'POST',
      path: '/auth/accesstokenrequest',
      body: { ...body },
      scope: connection.connectionId,
    });
    const answer = readToken(response.body);
    if (response.status !== 200 || !answer.ok) {
      const errorText = answer.ok ? undefined : answer.errorText;
      throw new TradovateConnectionError(tokenRefusal(response.status, errorText), false, null, {
        status: response.status,
        errorText,
      });
    }
    await this.keep(connection.connectionId, answer);
    return answer.accessToken;
  }
}
