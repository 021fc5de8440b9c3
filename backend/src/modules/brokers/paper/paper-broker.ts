import { Injectable } from '@nestjs/common';
import type { PaperAccountView } from '@tickrelay/contracts/webhooks/deliveries';
import type { Transaction } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';
import { lockMember } from '@/database/member-lock';

import { auditOfLiquidation } from '../audit/broker-audit-entries';
import { BrokerAuditRepository } from '../audit/broker-audit.repository';
import type { BrokerResult, FlattenRequest, OrderIntent } from '../broker.port';
import { PaperAccountsRepository } from './paper-accounts.repository';
import { createPaperAccount, executeIntent, flatten as flattenPaperAccount } from './paper-engine';
import { paperAccountView } from './paper-views';

/** A broker result with the account it left. */
export interface PaperOutcome {
  result: BrokerResult;
  account: PaperAccountView;
  /** False when the engine left the state as it was (a refusal that changed nothing). */
  changed: boolean;
}

/**
 * The `paper` adapter of the broker port: the pure engine (modules/brokers/paper) over the
 * member's stored state. Every change runs under the member's advisory lock, in a transaction:
 * an alert's own (executeIn, with its delivery row) or one of its own (flatten, reset), so two
 * changes of one member never interleave and none is lost.
 */
@Injectable()
export class PaperBroker {
  constructor(
    private readonly database: DatabaseService,
    private readonly accounts: PaperAccountsRepository,
    private readonly audit: BrokerAuditRepository,
  ) {}

  /** In the caller's transaction, which must hold the member's lock (lockMember). */
  async executeIn(
    trx: Transaction<Database>,
    memberId: string,
    intent: OrderIntent,
  ): Promise<PaperOutcome> {
    const before = await this.accounts.stateOf(memberId, trx);
    const { state, result } = executeIntent(before, intent);
    const changed = state !== before;
    if (changed) await this.accounts.save(trx, memberId, state);
    return { result, account: paperAccountView(state), changed };
  }

  async positions(memberId: string): Promise<PaperAccountView> {
    return paperAccountView(await this.accounts.stateOf(memberId));
  }

  async flatten(memberId: string, request: FlattenRequest): Promise<BrokerResult> {
    return (await this.flattenAccount(memberId, request)).result;
  }

  /** On the member's request: audited (trigger member) with the account's change. */
  async flattenAccount(memberId: string, request: FlattenRequest): Promise<PaperOutcome> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      const before = await this.accounts.stateOf(memberId, trx);
      const { state, result } = flattenPaperAccount(before, request);
      const changed = state !== before;
      if (changed) await this.accounts.save(trx, memberId, state);
      const scope = {
        memberId,
        broker: 'paper' as const,
        environment: null,
        accountName: null,
        trigger: 'member' as const,
        deliveryId: null,
        at: new Date(request.at),
      };
      await this.audit.insert(trx, auditOfLiquidation(scope, result));
      return { result, account: paperAccountView(state), changed };
    });
  }

  /** Starts the account over at the starting balance: no position, no order, no P&L. */
  async reset(memberId: string): Promise<PaperAccountView> {
    return this.database.db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      const state = createPaperAccount();
      await this.accounts.save(trx, memberId, state);
      return paperAccountView(state);
    });
  }
}
