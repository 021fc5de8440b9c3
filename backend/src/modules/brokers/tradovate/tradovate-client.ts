// The endpoints the adapter uses, for one connection: each call carries the connection's token;
// a 401 (the token expired or was revoked) gets one new token and one retry, a second 401 is
// BROKER_AUTH_FAILED. Answers are read by tradovate-responses.ts.
import type {
  LiquidatePositionBody,
  PlaceOrderBody,
  PlaceOsoBody,
  TradovateAccount,
  TradovateCommand,
  TradovateContract,
  TradovateFill,
  TradovateOrder,
  TradovatePosition,
} from './tradovate-api.types';
import type { TradovateHttp, TradovateResponse } from './tradovate-http';
import {
  readAccount,
  readAccounts,
  readCommandResult,
  readCommands,
  readContract,
  readFills,
  readOrder,
  readOrders,
  readPlaceResult,
  readPositions,
  type PlaceAnswer,
} from './tradovate-responses';
import type { TradovateConnection, TradovateTokens } from './tradovate-tokens';
import { TradovateConnectionError } from './tradovate.port';

export type PlaceEndpoint = '/order/placeorder' | '/order/placeoso' | '/order/liquidateposition';

export class TradovateClient {
  constructor(
    private readonly http: TradovateHttp,
    private readonly tokens: TradovateTokens,
    readonly connection: TradovateConnection,
    private readonly baseUrl: string,
  ) {}

  private async authed(
    method: 'GET' | 'POST',
    path: string,
    options: { query?: Record<string, string | number>; body?: Record<string, unknown> } = {},
  ): Promise<TradovateResponse> {
    const request = { baseUrl: this.baseUrl, method, path, ...options };
    const scope = this.connection.connectionId;
    const token = await this.tokens.token(this.connection);
    const first = await this.http.call({ ...request, token, scope });
    if (first.status !== 401) return first;
    const renewed = await this.tokens.replace(this.connection, token);
    const second = await this.http.call({ ...request, token: renewed, scope });
    if (second.status === 401) {
      throw new TradovateConnectionError('BROKER_AUTH_FAILED', false, null, { path });
    }
    return second;
  }

  /** A read: its body, or undefined when Tradovate says 404 (no such entity). */
  private async read(path: string, query?: Record<string, string | number>): Promise<unknown> {
    const response = await this.authed('GET', path, { query });
    if (response.status === 404) return undefined;
    if (response.status >= 400) {
      // A request Tradovate will never accept as sent: retrying would not help.
      throw new TradovateConnectionError('BROKER_UNAVAILABLE', false, null, {
        path,
        status: response.status,
      });
    }
    return response.body;
  }

  async accounts(): Promise<TradovateAccount[]> {
    return readAccounts(await this.read('/account/list'));
  }

  async account(id: number): Promise<TradovateAccount | undefined> {
    return readAccount(await this.read('/account/item', { id }));
  }

  async contractByName(name: string): Promise<TradovateContract | undefined> {
    return readContract(await this.read('/contract/find', { name }));
  }

  async contractById(id: number): Promise<TradovateContract | undefined> {
    return readContract(await this.read('/contract/item', { id }));
  }

  async positions(accountId: number): Promise<TradovatePosition[]> {
    return readPositions(await this.read('/position/deps', { masterid: accountId }));
  }

  async orders(accountId: number): Promise<TradovateOrder[]> {
    return readOrders(await this.read('/order/deps', { masterid: accountId }));
  }

  async order(id: number): Promise<TradovateOrder | undefined> {
    return readOrder(await this.read('/order/item', { id }));
  }

  async fills(orderId: number): Promise<TradovateFill[]> {
    return readFills(await this.read('/fill/deps', { masterid: orderId }));
  }

  async commands(): Promise<TradovateCommand[]> {
    return readCommands(await this.read('/command/list'));
  }

  /** placeorder, placeoso or liquidateposition: Tradovate's order id, or its refusal. */
  async place(
    endpoint: PlaceEndpoint,
    body: PlaceOrderBody | PlaceOsoBody | LiquidatePositionBody,
  ): Promise<PlaceAnswer> {
    const response = await this.authed('POST', endpoint, { body: { ...body } });
    if (response.status >= 400) {
      const refusal = readPlaceResult(response.body);
      return refusal.ok
        ? { ok: false, failureReason: null, failureText: `HTTP ${response.status}` }
        : { ...refusal, failureText: refusal.failureText ?? `HTTP ${response.status}` };
    }
    return readPlaceResult(response.body);
  }

  async cancelOrder(orderId: number): Promise<{ ok: true } | { ok: false; reason: string }> {
    const response = await this.authed('POST', '/order/cancelorder', {
      body: { orderId, isAutomated: true },
    });
    return readCommandResult(response.body);
  }
}
