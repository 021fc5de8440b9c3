import { Inject, Injectable } from '@nestjs/common';
import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import { BROKER_NAMES } from '@tickrelay/contracts/brokers/broker-connection';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { AlertExecution, AlertExecutor, ExecutionOptions } from './alert-executor.port';
import type { BrokerAdapter, BrokerUnavailableError } from './broker-adapter';
import { BROKER_ADAPTERS, type BrokerAdapters } from './broker-adapters';
import { BrokerConnectionsRepository } from './connections/broker-connections.repository';

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
 * alert on): the adapter of that broker in the table (paper, the default, or a live broker), or
 * none (relayed only). A test alert goes to the paper account whatever the target and however it
 * is tried: that is decided first, before a retry or the kill switch can send anything to a live
 * broker.
 */
@Injectable()
export class RoutingAlertExecutor implements AlertExecutor {
  /** The broker an earlier try may have left an order at (Tradovate): a retry goes back there. */
  private readonly resuming: BrokerAdapter;

  constructor(
    private readonly connections: BrokerConnectionsRepository,
    @Inject(BROKER_ADAPTERS) private readonly adapters: BrokerAdapters,
  ) {
    const resuming = BROKER_NAMES.map((name) => adapters[name]).filter(
      (adapter) => adapter.resumesEarlierTries,
    );
    // A retry does not say which broker it retries: with two live brokers, ExecutionOptions must
    // name it first (brokers/README.md, "Add a broker").
    const [only, ...others] = resuming;
    if (!only || others.length > 0) {
      throw new Error(`exactly one broker may resume earlier tries, not ${resuming.length}`);
    }
    this.resuming = only;
  }

  async execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    deliveryId: string,
    options: ExecutionOptions,
  ): Promise<AlertExecution> {
    if (options.test) {
      return this.adapters.paper.execute(trx, memberId, order, receivedAt, deliveryId, options);
    }
    // Only a live broker can hold an order from an earlier try: asked again whatever the target says.
    if (options.retry || options.paused) {
      return this.resuming.execute(trx, memberId, order, receivedAt, deliveryId, options);
    }
    const settings = await this.connections.settingsOf(trx, memberId);
    const target = settings?.execution_target ?? 'paper';
    if (target === 'none') return RELAYED;
    return this.adapters[target].execute(trx, memberId, order, receivedAt, deliveryId, options);
  }

  unavailable(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder | null,
    receivedAt: Date,
    deliveryId: string,
    error: BrokerUnavailableError,
  ): Promise<AlertExecution> {
    const adapter = this.adapters[error.broker];
    if (!adapter.unavailable)
      throw new Error(`${error.broker} is never unavailable`, { cause: error });
    return adapter.unavailable(trx, memberId, order, receivedAt, deliveryId, error);
  }
}
