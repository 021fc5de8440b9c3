// ProjectX's Gateway API for one connection: every call with the connection's shared token (a 401
// replaces it once), refusals read from the 200 body. Read failures (success false on a search)
// are BROKER_UNAVAILABLE: nothing is decided on a list ProjectX did not give.
import type { PxAccount, PxContract, PxOrder, PxPlaceBody, PxPosition } from './projectx-api.types';
import { readGateway, type GatewayAnswer, type ProjectXHttp } from './projectx-http';
import type { ProjectXConnection, ProjectXTokens } from './projectx-tokens';
import { ProjectXConnectionError } from './projectx.port';

export class ProjectXClient {
  constructor(
    private readonly http: ProjectXHttp,
    private readonly tokens: ProjectXTokens,
    readonly connection: ProjectXConnection,
  ) {}

  /** One authorized call; ProjectX's refusal comes back as { ok: false }. */
  async call<T>(path: string, body: object): Promise<GatewayAnswer<T>> {
    let token = await this.tokens.token(this.connection);
    let response = await this.http.post(this.connection.baseUrl, path, body, token);
    if (response.status === 401) {
      token = await this.tokens.replace(this.connection, token);
      response = await this.http.post(this.connection.baseUrl, path, body, token);
    }
    if (response.status === 401) {
      throw new ProjectXConnectionError('BROKER_AUTH_FAILED', false, null, { path });
    }
    if (response.status !== 200) {
      throw new ProjectXConnectionError('BROKER_UNAVAILABLE', true, null, {
        path,
        status: response.status,
      });
    }
    return readGateway<T>(response.body);
  }

  /** A read that must succeed. */
  private async read<T>(path: string, body: object): Promise<T> {
    const answer = await this.call<T>(path, body);
    if (!answer.ok) {
      throw new ProjectXConnectionError('BROKER_UNAVAILABLE', true, null, {
        path,
        errorCode: answer.errorCode,
        errorMessage: answer.errorMessage,
      });
    }
    return answer.body;
  }

  async accounts(): Promise<PxAccount[]> {
    const body = await this.read<{ accounts?: PxAccount[] }>('/Account/search', {
      onlyActiveAccounts: true,
    });
    return body.accounts ?? [];
  }

  async searchContracts(searchText: string, live: boolean): Promise<PxContract[]> {
    const body = await this.read<{ contracts?: PxContract[] }>('/Contract/search', {
      live,
      searchText,
    });
    return body.contracts ?? [];
  }

  place(body: PxPlaceBody): Promise<GatewayAnswer<{ orderId: number }>> {
    return this.call<{ orderId: number }>('/Order/place', body);
  }

  /** The account's orders created since `since` (ISO). */
  async orders(accountId: number, since: string): Promise<PxOrder[]> {
    const body = await this.read<{ orders?: PxOrder[] }>('/Order/search', {
      accountId,
      startTimestamp: since,
    });
    return body.orders ?? [];
  }

  async openOrders(accountId: number): Promise<PxOrder[]> {
    const body = await this.read<{ orders?: PxOrder[] }>('/Order/searchOpen', { accountId });
    return body.orders ?? [];
  }

  cancel(accountId: number, orderId: number): Promise<GatewayAnswer<object>> {
    return this.call<object>('/Order/cancel', { accountId, orderId });
  }

  async positions(accountId: number): Promise<PxPosition[]> {
    const body = await this.read<{ positions?: PxPosition[] }>('/Position/searchOpen', {
      accountId,
    });
    return body.positions ?? [];
  }

  closeContract(accountId: number, contractId: string): Promise<GatewayAnswer<object>> {
    return this.call<object>('/Position/closeContract', { accountId, contractId });
  }
}
