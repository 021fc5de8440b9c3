import { Inject, Injectable, Logger } from '@nestjs/common';
import type {
  BrokerSettingsView,
  ExecutionTarget,
} from '@tickrelay/contracts/brokers/broker-connection';
import { MEMBER_EVENT_TYPES } from '@tickrelay/contracts/webhooks/deliveries';

import { MemberEvents } from '@/common/live-events/member-events';
import { DatabaseService } from '@/database/database.service';
import { SecurityLog } from '@/modules/security-log/security-log.public';

import { auditEntry } from '../audit/broker-audit-entries';
import { BrokerAuditRepository } from '../audit/broker-audit.repository';
import { TRADOVATE_BROKER, type TradovateBroker } from '../tradovate/tradovate.port';
import { BrokerConnectionsRepository, type Queryable } from './broker-connections.repository';
import { brokerNotConnected } from './broker-errors';
import { brokerSettingsView } from './broker-views';

/**
 * The member's broker settings: where valid alerts are executed, and removing the connection.
 * Every change publishes the new BrokerSettingsView on the member's live stream after commit.
 */
@Injectable()
export class BrokerSettingsService {
  private readonly logger = new Logger(BrokerSettingsService.name);

  constructor(
    private readonly database: DatabaseService,
    private readonly connections: BrokerConnectionsRepository,
    private readonly audit: BrokerAuditRepository,
    private readonly events: MemberEvents,
    @Inject(TRADOVATE_BROKER) private readonly tradovate: TradovateBroker,
    private readonly securityLog: SecurityLog,
  ) {}

  view(memberId: string, db: Queryable = this.database.db): Promise<BrokerSettingsView> {
    return this.viewIn(db, memberId);
  }

  private async viewIn(db: Queryable, memberId: string): Promise<BrokerSettingsView> {
    const settings = await this.connections.settingsOf(db, memberId);
    const connection = await this.connections.connectionOf(db, memberId);
    return brokerSettingsView(settings?.execution_target ?? 'paper', connection);
  }

  /** 'tradovate' needs a saved connection with an account chosen: 409 BROKER_NOT_CONNECTED. */
  async setTarget(memberId: string, target: ExecutionTarget): Promise<BrokerSettingsView> {
    const view = await this.database.db.transaction().execute(async (trx) => {
      // Locked, so a removal at the same moment cannot leave alerts pointed at nothing.
      const connection = await this.connections.connectionOf(trx, memberId, { forUpdate: true });
      if (target === 'tradovate' && (!connection || connection.account_id === null)) {
        throw brokerNotConnected();
      }
      const before = (await this.connections.settingsOf(trx, memberId))?.execution_target;
      await this.connections.setTarget(trx, memberId, target);
      if ((before ?? 'paper') !== target) {
        await this.securityLog.record(
          memberId,
          'execution-target-changed',
          { target },
          undefined,
          trx,
        );
      }
      return this.viewIn(trx, memberId);
    });
    return this.published(memberId, view);
  }

  /**
   * Forgets the member's credentials and the adapter's cached token; alerts that went to
   * Tradovate go to paper again. Without a connection there is nothing to do (still 204).
   */
  async removeConnection(memberId: string): Promise<void> {
    const { removed, view } = await this.database.db.transaction().execute(async (trx) => {
      const gone = await this.connections.deleteConnection(trx, memberId);
      if (!gone) return { removed: undefined, view: undefined };
      const settings = await this.connections.settingsOf(trx, memberId);
      if (settings?.execution_target === 'tradovate') {
        await this.connections.setTarget(trx, memberId, 'paper');
      }
      await this.audit.insert(trx, [
        auditEntry(
          {
            memberId,
            broker: 'tradovate',
            environment: gone.environment,
            accountName: gone.account_name,
            trigger: 'member',
            deliveryId: null,
            at: new Date(),
          },
          'connection_removed',
        ),
      ]);
      const details = { broker: 'tradovate', environment: gone.environment };
      await this.securityLog.record(memberId, 'broker-disconnected', details, undefined, trx);
      return { removed: gone, view: await this.viewIn(trx, memberId) };
    });
    if (removed) await this.forget(removed.connection_id);
    if (view) await this.published(memberId, view);
  }

  async published(memberId: string, view: BrokerSettingsView): Promise<BrokerSettingsView> {
    await this.events.publish(memberId, MEMBER_EVENT_TYPES.broker, view);
    return view;
  }

  /** Best effort: a token left in the cache expires on its own and its connection id is gone. */
  async forget(connectionId: string): Promise<void> {
    await this.tradovate.forget(connectionId).catch((error: Error) => {
      this.logger.warn(`cached Tradovate token not forgotten: ${error.message}`);
    });
  }
}
