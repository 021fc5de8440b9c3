import { Injectable } from '@nestjs/common';
import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { AlertExecution, AlertExecutor, ExecutionOptions } from './alert-executor.port';
import { BrokerConnectionsRepository } from './connections/broker-connections.repository';
import { PaperAlertExecutor } from './paper/paper-alert-executor';
import { TradovateAlertExecutor } from './tradovate/tradovate-alert-executor';
import type { TradovateConnectionError } from './tradovate/tradovate.port';

/** Target none: valid and logged, sent to the member's destinations, executed nowhere. */
export const RELAYED: AlertExecution = {
  status: 'relayed',
  code: null,
  brokerResult: null,
  executedOn: null,
  paper: null,
  broker: null,
};

/**
 * ALERT_EXECUTOR: each valid alert goes where the member's execution target says, read in the
 * alert's transaction (under the member's lock, so a change of target applies from the next
 * alert on): paper (the default), tradovate, or none (relayed only). A test alert goes to the
 * paper account whatever the target and however it is tried: that is decided first, before a
 * retry or the kill switch can send anything to Tradovate.
 */
@Injectable()
export class RoutingAlertExecutor implements AlertExecutor {
  constructor(
    private readonly connections: BrokerConnectionsRepository,
    private readonly paper: PaperAlertExecutor,
    private readonly tradovate: TradovateAlertExecutor,
  ) {}

  async execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    deliveryId: string,
    options: ExecutionOptions,
  ): Promise<AlertExecution> {
    if (options.test) return this.paper.execute(trx, memberId, order, receivedAt, deliveryId);
    // Only Tradovate can hold an order from an earlier try: asked again whatever the target says.
    if (options.retry || options.paused) {
      return this.tradovate.execute(trx, memberId, order, receivedAt, deliveryId, options);
    }
    const settings = await this.connections.settingsOf(trx, memberId);
    switch (settings?.execution_target ?? 'paper') {
      case 'paper':
        return this.paper.execute(trx, memberId, order, receivedAt, deliveryId);
      case 'tradovate':
        return this.tradovate.execute(trx, memberId, order, receivedAt, deliveryId, options);
      case 'none':
        return RELAYED;
    }
  }

  unavailable(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder | null,
    receivedAt: Date,
    deliveryId: string,
    error: TradovateConnectionError,
  ): Promise<AlertExecution> {
    return this.tradovate.unavailable(trx, memberId, order, receivedAt, deliveryId, error);
  }
}
