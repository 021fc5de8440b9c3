import { Inject, Injectable } from '@nestjs/common';
import type {
  BrokerAuditPage,
  BrokerAuditTrigger,
} from '@tickrelay/contracts/brokers/broker-connection';

import { CREDENTIAL_SEALER } from '@/common/crypto/credential-sealer.module';
import type { SecretSealer } from '@/common/crypto/secret-sealer';
import { DatabaseService } from '@/database/database.service';
import { lockMember } from '@/database/member-lock';

import { type AuditScope, auditEntry, auditOfLiquidation } from '../audit/broker-audit-entries';
import { BrokerAuditRepository } from '../audit/broker-audit.repository';
import {
  TradovateConnectionError,
  TRADOVATE_BROKER,
  type TradovateBroker,
} from '../tradovate/tradovate.port';
import { BrokerConnectionsRepository } from './broker-connections.repository';
import type { BrokerAuditRow } from './broker-connections.tables';
import { openCredentials } from './broker-credentials';
import { brokerHttpError, brokerNotConnected } from './broker-errors';
import { BrokerSettingsService } from './broker-settings.service';
import { brokerAuditView } from './broker-views';

/**
 * "Flatten" at Tradovate: every position of the chosen account closed at market and its working
 * orders cancelled, on the member's request. Runs under the member's advisory lock (as alerts
 * do), so it never interleaves with an alert being executed; the Tradovate call happens inside
 * it, bounded by the adapter's request timeout.
 */
@Injectable()
export class BrokerLiquidationService {
  constructor(
    private readonly database: DatabaseService,
    private readonly connections: BrokerConnectionsRepository,
    private readonly audit: BrokerAuditRepository,
    private readonly settings: BrokerSettingsService,
    @Inject(CREDENTIAL_SEALER) private readonly sealer: SecretSealer,
    @Inject(TRADOVATE_BROKER) private readonly tradovate: TradovateBroker,
  ) {}

  /**
   * The audit entries it wrote, under `trigger` (the kill switch's "flatten everything", or the
   * member's liquidate); 409 BROKER_NOT_CONNECTED without a connection and account.
   */
  async liquidate(
    memberId: string,
    trigger: Extract<BrokerAuditTrigger, 'member' | 'kill_switch'> = 'member',
  ): Promise<BrokerAuditPage> {
    const outcome = await this.database.db.transaction().execute(async (trx) => {
      await lockMember(trx, memberId);
      const connection = await this.connections.connectionOf(trx, memberId);
      if (!connection || connection.account_id === null || connection.account_name === null) {
        throw brokerNotConnected();
      }
      const scope: AuditScope = {
        memberId,
        broker: 'tradovate',
        environment: connection.environment,
        accountName: connection.account_name,
        trigger,
        deliveryId: null,
        at: new Date(),
      };
      try {
        const result = await this.tradovate.liquidate({
          memberId,
          connectionId: connection.connection_id,
          credentials: openCredentials(this.sealer, connection),
          accountId: Number(connection.account_id),
          accountName: connection.account_name,
        });
        const rows = await this.audit.insert(trx, auditOfLiquidation(scope, result));
        if (connection.status === 'error') {
          await this.connections.setStatus(trx, memberId, connection.connection_id, null);
        }
        return { rows, failure: undefined, statusChanged: connection.status === 'error' };
      } catch (error) {
        if (!(error instanceof TradovateConnectionError)) throw error;
        // The request is on record even when Tradovate could not act on it.
        const rows = await this.audit.insert(trx, [
          auditEntry(scope, 'position_liquidated', { code: error.code }),
        ]);
        const changed = error.retryable
          ? undefined
          : await this.connections.setStatus(trx, memberId, connection.connection_id, error.code);
        return { rows, failure: error, statusChanged: changed !== undefined };
      }
    });
    if (outcome.statusChanged) {
      await this.settings.published(memberId, await this.settings.view(memberId));
    }
    if (outcome.failure) throw brokerHttpError(outcome.failure);
    return {
      items: outcome.rows.map((row: BrokerAuditRow) => brokerAuditView(row)),
      nextCursor: null,
    };
  }
}
