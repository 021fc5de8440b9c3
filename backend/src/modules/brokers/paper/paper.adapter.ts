import { Injectable } from '@nestjs/common';
import type { AlertOrder } from '@tickrelay/contracts/alert-payload/alert-order';
import type { PaperAccountView } from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import type { Database } from '@/database/database.types';

import type { AlertExecution } from '../alert-executor.port';
import type { BrokerAdapter } from '../broker-adapter';
import type { BrokerResult, FlattenRequest } from '../broker.port';
import { PaperAlertExecutor } from './paper-alert-executor';
import { PaperBroker } from './paper-broker';
import { PAPER_INTENT_LIMITS } from './paper-intent.validation';

/**
 * The `paper` line of the adapter table: the simulated account of each member (the pure engine
 * over paper_accounts). Never unavailable, no connection to check; its session is the member id.
 */
@Injectable()
export class PaperAdapter implements BrokerAdapter<string, never> {
  readonly name = 'paper' as const;
  readonly resumesEarlierTries = false;
  readonly intentLimits = PAPER_INTENT_LIMITS;

  constructor(
    private readonly executor: PaperAlertExecutor,
    private readonly paper: PaperBroker,
  ) {}

  execute(
    trx: Transaction<Database>,
    memberId: string,
    order: AlertOrder,
    receivedAt: Date,
    deliveryId: string,
  ): Promise<AlertExecution> {
    return this.executor.execute(trx, memberId, order, receivedAt, deliveryId);
  }

  liquidate(memberId: string, request: FlattenRequest): Promise<BrokerResult> {
    return this.paper.flatten(memberId, request);
  }

  positions(memberId: string): Promise<PaperAccountView> {
    return this.paper.positions(memberId);
  }
}
