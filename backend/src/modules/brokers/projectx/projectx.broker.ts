import { BROKER_CONNECTION_LIMITS } from '@tickrelay/contracts/brokers/broker-connection';
import type { ProjectXFirm } from '@tickrelay/contracts/brokers/projectx-firms';

import type { BrokerResult, OrderIntent } from '../broker.port';
import {
  checkIntent,
  isRejection,
  reject,
  type BrokerIntentLimits,
} from '../order-intent.validation';
import { defaultCallTimeoutMs, withCallDeadline } from '../tradovate/tradovate-deadline';
import { rejectedResult } from '../tradovate/tradovate-results';
import { contractOfSymbol } from '../tradovate/tradovate-symbols';
import type { PxContract } from './projectx-api.types';
import { ProjectXClient } from './projectx-client';
import { ProjectXExecution } from './projectx-execution';
import { ProjectXHttp } from './projectx-http';
import { liquidateAccount } from './projectx-liquidation';
import { ProjectXOrders } from './projectx-orders';
import { pickContract, projectXContractId, projectXRoot } from './projectx-symbols';
import { DEFAULT_PROJECTX_RENEW_BEFORE_MS, ProjectXTokens } from './projectx-tokens';
import {
  ProjectXConnectionError,
  type ProjectXBroker,
  type ProjectXCheck,
  type ProjectXCredentials,
  type ProjectXExecuteOptions,
  type ProjectXSession,
  type ProjectXTokenStore,
} from './projectx.port';

/** ProjectX's own limit of an intent (the firm's risk rules still apply at ProjectX). */
export const PROJECTX_INTENT_LIMITS: BrokerIntentLimits = {
  maxQuantity: BROKER_CONNECTION_LIMITS.maxOrderQuantity,
};

export interface ProjectXAdapterOptions {
  /** Each firm's API base with /api (PROJECTX_<FIRM>_URL). */
  firmUrls: Readonly<Record<ProjectXFirm, string>>;
  /** PROJECTX_REQUEST_TIMEOUT_MS. */
  requestTimeoutMs: number;
  /** One call's budget, every request included (default: three request timeouts, 15-60 s). */
  callTimeoutMs?: number;
  renewBeforeMs?: number;
  fillPolling?: { timeoutMs: number; intervalMs: number };
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The ProjectX adapter (ProjectXBroker) over the Gateway API: README.md in this folder says what
 * it sends, what it reads and why.
 */
export class ProjectXBrokerAdapter implements ProjectXBroker {
  private readonly http: ProjectXHttp;
  private readonly tokens: ProjectXTokens;
  private readonly now: () => number;
  /** ProjectX contracts by firm and id: they never change. */
  private readonly contracts = new Map<string, PxContract>();

  constructor(
    private readonly options: ProjectXAdapterOptions,
    tokenStore: ProjectXTokenStore,
  ) {
    this.now = options.now ?? Date.now;
    this.http = new ProjectXHttp({ requestTimeoutMs: options.requestTimeoutMs, now: this.now });
    this.tokens = new ProjectXTokens(this.http, tokenStore, {
      renewBeforeMs: options.renewBeforeMs ?? DEFAULT_PROJECTX_RENEW_BEFORE_MS,
      now: this.now,
    });
  }

  private client(connectionId: string, credentials: ProjectXCredentials): ProjectXClient {
    const baseUrl = this.options.firmUrls[credentials.firm].replace(/\/+$/, '');
    return new ProjectXClient(this.http, this.tokens, { connectionId, credentials, baseUrl });
  }

  private orders(session: ProjectXSession, options: ProjectXExecuteOptions): ProjectXOrders {
    return new ProjectXOrders(
      this.client(session.connectionId, session.credentials),
      session.accountId,
      {
        placeNew: options.placeNew ?? true,
        lookupFirst: options.lookupFirst ?? false,
        now: this.now,
        fillPolling: this.options.fillPolling ?? { timeoutMs: 3000, intervalMs: 150 },
        sleep: this.options.sleep ?? realSleep,
      },
    );
  }

  private inTime<T>(work: () => Promise<T>): Promise<T> {
    const budget =
      this.options.callTimeoutMs ?? defaultCallTimeoutMs(this.options.requestTimeoutMs);
    return withCallDeadline(this.now() + budget, work);
  }

  check(connectionId: string, credentials: ProjectXCredentials): Promise<ProjectXCheck> {
    return this.inTime(async () => {
      const client = this.client(connectionId, credentials);
      await this.tokens.fresh(client.connection);
      const accounts = await client.accounts();
      return {
        environment: credentials.firm,
        accounts: accounts.map((account) => ({
          id: account.id,
          name: account.name,
          active: account.canTrade,
        })),
      };
    });
  }

  execute(
    session: ProjectXSession,
    intent: OrderIntent,
    options: ProjectXExecuteOptions = {},
  ): Promise<BrokerResult> {
    return this.inTime(async () => {
      if (typeof intent.deliveryId !== 'string' || intent.deliveryId === '') {
        return rejectedResult(
          reject('INVALID_INTENT', { field: 'deliveryId' }),
          intent.at,
          null,
          null,
        );
      }
      const checked = checkIntent(intent, PROJECTX_INTENT_LIMITS);
      if (isRejection(checked)) {
        const symbol = typeof intent.contract?.symbol === 'string' ? intent.contract.symbol : null;
        return rejectedResult(checked, intent.at, symbol, null);
      }
      const orders = this.orders(session, options);
      await this.ensureAccount(orders, session);
      const contract = await this.contract(orders.client, session, checked.contract);
      if (!contract) {
        const symbol = checked.contract.symbol;
        return rejectedResult(
          reject('UNKNOWN_CONTRACT', { contract: symbol }),
          intent.at,
          symbol,
          null,
        );
      }
      return new ProjectXExecution(orders, session, checked, intent, contract.id).run();
    });
  }

  liquidate(session: ProjectXSession, contract?: string): Promise<BrokerResult> {
    return this.inTime(async () => {
      const at = new Date(this.now()).toISOString();
      const orders = this.orders(session, {});
      await this.ensureAccount(orders, session);
      if (contract === undefined) return liquidateAccount(orders, null, at);
      const ours = contractOfSymbol(contract, at);
      if (!ours)
        return rejectedResult(reject('UNKNOWN_CONTRACT', { contract }), at, contract, null);
      return liquidateAccount(
        orders,
        { contractId: projectXContractId(ours), symbol: ours.symbol },
        at,
      );
    });
  }

  async forget(connectionId: string): Promise<void> {
    await this.tokens.forget(connectionId);
  }

  /** The session's account must still be listed and able to trade: else nothing is sent. */
  private async ensureAccount(orders: ProjectXOrders, session: ProjectXSession): Promise<void> {
    const accounts = await orders.client.accounts();
    const account = accounts.find((candidate) => candidate.id === session.accountId);
    if (!account || !account.canTrade) {
      throw new ProjectXConnectionError('BROKER_ACCOUNT_NOT_FOUND', false, null, {
        accountId: session.accountId,
      });
    }
  }

  private async contract(
    client: ProjectXClient,
    session: ProjectXSession,
    contract: Parameters<typeof pickContract>[1],
  ): Promise<PxContract | undefined> {
    const key = `${session.credentials.firm}:${projectXContractId(contract)}`;
    const cached = this.contracts.get(key);
    if (cached) return cached;
    const found = pickContract(
      await client.searchContracts(projectXRoot(contract.root), false),
      contract,
    );
    if (found) this.contracts.set(key, found);
    return found;
  }
}
