import type { TradovateEnvironment } from '@tickrelay/contracts/brokers/broker-connection';
import { findContractSpec } from '@tickrelay/contracts/futures/contract-specs';

import type { BrokerResult, OrderIntent } from '../broker.port';
import type { TradovateContract } from './tradovate-api.types';
import { TradovateClient } from './tradovate-client';
import { defaultCallTimeoutMs, withCallDeadline } from './tradovate-deadline';
import { TradovateExecution } from './tradovate-execution';
import { sleep as realSleep, TradovateHttp } from './tradovate-http';
import { isRejection, planIntent, reject } from './tradovate-intents';
import { liquidateAccount } from './tradovate-liquidation';
import { TradovateOrders, type FillPolling } from './tradovate-orders';
import { rejectedResult } from './tradovate-results';
import type { TradovateLedger } from './tradovate-store';
import { clientOrderId, contractOfSymbol, tradovateContractName } from './tradovate-symbols';
import { DEFAULT_RENEW_BEFORE_MS, TradovateTokens } from './tradovate-tokens';
import {
  TradovateConnectionError,
  type TradovateBroker,
  type TradovateCheck,
  type TradovateCredentials,
  type TradovateExecuteOptions,
  TradovateOrderWithheld,
  type TradovateSession,
  type TradovateTokenStore,
} from './tradovate.port';

export interface TradovateAdapterOptions {
  /** https://demo.tradovateapi.com/v1 (TRADOVATE_DEMO_URL). */
  demoUrl: string;
  /** https://live.tradovateapi.com/v1 (TRADOVATE_LIVE_URL). */
  liveUrl: string;
  /** TRADOVATE_REQUEST_TIMEOUT_MS. */
  requestTimeoutMs: number;
  /**
   * The most one check, execute or liquidate may take, every request included (default:
   * defaultCallTimeoutMs, three request timeouts from 15 to 60 s): tradovate-deadline.ts.
   */
  callTimeoutMs?: number;
  /** Renew a cached token when it expires within this (default 15 min, as Tradovate advises). */
  renewBeforeMs?: number;
  /** Penalty tickets up to this wait are waited out in the call (default 3 s). */
  penaltyInlineWaitMaxMs?: number;
  /** How long a market order's fill is polled for (default 3 s, every 150 ms). */
  fillPolling?: FillPolling;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/**
 * The client order ids of the first order each action sends: an intent none of whose ids was
 * ever noted sent nothing (the legs after the first are sent only once it was).
 */
function firstOrderTags(intent: OrderIntent): string[] {
  const id = typeof intent.deliveryId === 'string' ? intent.deliveryId : '';
  switch (intent.action) {
    case 'buy':
    case 'sell':
      return [clientOrderId(id, 'entry')];
    case 'exit':
      return [clientOrderId(id, 'exit')];
    case 'reverse':
      return [clientOrderId(id, 'reverse'), clientOrderId(id, 'close')];
    default:
      // cancel sends no order of its own: there is nothing to find.
      return [];
  }
}

/** An account is checked against Tradovate at most this often per connection. */
const ACCOUNT_CHECK_MS = 10 * 60 * 1000;

/**
 * The Tradovate adapter (TradovateBroker, tradovate.port.ts) over Tradovate's REST API: README.md
 * in this folder says what it sends, what it reads and why.
 */
export class TradovateBrokerAdapter implements TradovateBroker {
  private readonly http: TradovateHttp;
  private readonly tokens: TradovateTokens;
  private readonly polling: FillPolling;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  /** Contract ids by environment and Tradovate name: they never change. */
  private readonly contracts = new Map<string, TradovateContract>();
  /** connectionId:accountId → when the account was last seen active. */
  private readonly accountsSeen = new Map<string, number>();

  constructor(
    private readonly options: TradovateAdapterOptions,
    tokenStore: TradovateTokenStore,
    private readonly ledger: TradovateLedger,
  ) {
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? realSleep;
    this.polling = options.fillPolling ?? { timeoutMs: 3000, intervalMs: 150 };
    this.http = new TradovateHttp(ledger, {
      requestTimeoutMs: options.requestTimeoutMs,
      penaltyInlineWaitMaxMs: options.penaltyInlineWaitMaxMs ?? 3000,
      now: this.now,
      sleep: this.sleep,
    });
    this.tokens = new TradovateTokens(this.http, tokenStore, {
      baseUrl: (environment) => this.baseUrl(environment),
      renewBeforeMs: options.renewBeforeMs ?? DEFAULT_RENEW_BEFORE_MS,
      now: this.now,
    });
  }

  private baseUrl(environment: TradovateEnvironment): string {
    return (environment === 'live' ? this.options.liveUrl : this.options.demoUrl).replace(
      /\/+$/,
      '',
    );
  }

  private client(connectionId: string, credentials: TradovateCredentials): TradovateClient {
    return new TradovateClient(
      this.http,
      this.tokens,
      { connectionId, credentials },
      this.baseUrl(credentials.environment),
    );
  }

  private orders(session: TradovateSession, placeNew = true): TradovateOrders {
    const client = this.client(session.connectionId, session.credentials);
    return new TradovateOrders(client, this.ledger, this.polling, this.sleep, this.now, placeNew);
  }

  /** Runs one call of the port within its deadline. */
  private inTime<T>(work: () => Promise<T>): Promise<T> {
    const budget =
      this.options.callTimeoutMs ?? defaultCallTimeoutMs(this.options.requestTimeoutMs);
    return withCallDeadline(this.now() + budget, work);
  }

  check(connectionId: string, credentials: TradovateCredentials): Promise<TradovateCheck> {
    return this.inTime(() => this.checkNow(connectionId, credentials));
  }

  execute(
    session: TradovateSession,
    intent: OrderIntent,
    options: TradovateExecuteOptions = {},
  ): Promise<BrokerResult> {
    return this.inTime(() => this.executeNow(session, intent, options));
  }

  liquidate(session: TradovateSession, contract?: string): Promise<BrokerResult> {
    return this.inTime(() => this.liquidateNow(session, contract));
  }

  private async checkNow(
    connectionId: string,
    credentials: TradovateCredentials,
  ): Promise<TradovateCheck> {
    const client = this.client(connectionId, credentials);
    await this.tokens.fresh(client.connection);
    const accounts = await client.accounts();
    return {
      environment: credentials.environment,
      accounts: accounts
        .filter((account) => account.archived !== true)
        .map((account) => ({ id: account.id, name: account.name, active: account.active })),
    };
  }

  private async executeNow(
    session: TradovateSession,
    intent: OrderIntent,
    options: TradovateExecuteOptions,
  ): Promise<BrokerResult> {
    const placeNew = options.placeNew ?? true;
    const orders = this.orders(session, placeNew);
    // Nothing of this delivery was ever about to be sent: there is nothing to find, and nothing
    // may be sent now, so Tradovate is not even asked.
    if (!placeNew && !(await orders.anySent(firstOrderTags(intent)))) {
      throw new TradovateOrderWithheld(null);
    }
    const plan = planIntent(intent);
    if (isRejection(plan)) {
      const contract = typeof intent.contract?.symbol === 'string' ? intent.contract.symbol : null;
      return rejectedResult(plan, intent.at, contract, null);
    }
    await this.ensureAccount(orders.client, session);
    const contract = await this.contract(orders.client, session, plan.name);
    if (!contract) {
      return rejectedResult(
        reject('UNKNOWN_CONTRACT', { contract: plan.symbol }),
        intent.at,
        plan.symbol,
        null,
      );
    }
    return new TradovateExecution(orders, session, plan, intent, contract.id).run();
  }

  private async liquidateNow(session: TradovateSession, contract?: string): Promise<BrokerResult> {
    const at = new Date(this.now()).toISOString();
    const orders = this.orders(session);
    await this.ensureAccount(orders.client, session);
    if (contract === undefined) return liquidateAccount(orders, session, null, at);
    const ours = contractOfSymbol(contract, at);
    const found = ours
      ? await this.contract(orders.client, session, tradovateContractName(ours))
      : undefined;
    if (!ours || !found) {
      return rejectedResult(reject('UNKNOWN_CONTRACT', { contract }), at, contract, null);
    }
    const only = { id: found.id, symbol: ours.symbol, spec: findContractSpec(ours.root) };
    return liquidateAccount(orders, session, only, at);
  }

  async forget(connectionId: string): Promise<void> {
    for (const key of this.accountsSeen.keys()) {
      if (key.startsWith(`${connectionId}:`)) this.accountsSeen.delete(key);
    }
    await this.tokens.forget(connectionId);
  }

  /** The session's account must still be in the user's list, active: else nothing is sent. */
  private async ensureAccount(client: TradovateClient, session: TradovateSession): Promise<void> {
    const key = `${session.connectionId}:${session.accountId}`;
    const seen = this.accountsSeen.get(key);
    if (seen !== undefined && this.now() - seen < ACCOUNT_CHECK_MS) return;
    const account = await client.account(session.accountId);
    if (!account || !account.active || account.archived === true) {
      this.accountsSeen.delete(key);
      throw new TradovateConnectionError('BROKER_ACCOUNT_NOT_FOUND', false, null, {
        accountId: session.accountId,
      });
    }
    this.accountsSeen.set(key, this.now());
  }

  private async contract(
    client: TradovateClient,
    session: TradovateSession,
    name: string,
  ): Promise<TradovateContract | undefined> {
    const key = `${session.credentials.environment}:${name}`;
    const cached = this.contracts.get(key);
    if (cached) return cached;
    const found = await client.contractByName(name);
    if (found) this.contracts.set(key, found);
    return found;
  }
}
