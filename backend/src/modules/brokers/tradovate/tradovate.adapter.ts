import { Inject, Injectable } from '@nestjs/common';
import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { AlertExecution, ExecutionOptions } from '../alert-executor.port';
import { type BrokerAdapter, type BrokerCheck, BrokerUnavailableError } from '../broker-adapter';
import type { BrokerResult, FlattenRequest } from '../broker.port';
import { TradovateAlertExecutor } from './tradovate-alert-executor';
import { TRADOVATE_INTENT_LIMITS } from './tradovate-intents';
import {
  TRADOVATE_BROKER,
  type TradovateBroker,
  TradovateConnectionError,
  type TradovateCredentials,
  type TradovateSession,
} from './tradovate.port';

/**
 * The `tradovate` line of the adapter table: the member's Tradovate account over its REST API
 * (TRADOVATE_BROKER), with the saved connection, the audit and the connection's status
 * (TradovateAlertExecutor). A rate limit or an outage leaves as BrokerUnavailableError; an order
 * an earlier try placed is found by its client order id, so a retry comes back here.
 */
@Injectable()
export class TradovateAdapter implements BrokerAdapter<TradovateSession, TradovateCredentials> {
  readonly name = 'tradovate' as const;
  readonly resumesEarlierTries = true;
  readonly intentLimits = TRADOVATE_INTENT_LIMITS;

  constructor(
    private readonly executor: TradovateAlertExecutor,
    @Inject(TRADOVATE_BROKER) private readonly tradovate: TradovateBroker,
  ) {}

  async execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    deliveryId: string,
    options: ExecutionOptions,
  ): Promise<AlertExecution> {
    try {
      return await this.executor.execute(trx, memberId, order, receivedAt, deliveryId, options);
    } catch (error) {
      if (error instanceof TradovateConnectionError && error.retryable) {
        throw new BrokerUnavailableError('tradovate', error.code, error.retryAfterMs, error);
      }
      throw error;
    }
  }

  unavailable(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder | null,
    receivedAt: Date,
    deliveryId: string,
    error: BrokerUnavailableError,
  ): Promise<AlertExecution> {
    return this.executor.unavailable(trx, memberId, order, receivedAt, deliveryId, error);
  }

  check(connectionId: string, credentials: TradovateCredentials): Promise<BrokerCheck> {
    return this.tradovate.check(connectionId, credentials);
  }

  liquidate(session: TradovateSession, request: FlattenRequest): Promise<BrokerResult> {
    return this.tradovate.liquidate(session, request.contract?.symbol);
  }
}
