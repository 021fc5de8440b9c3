import { Module } from '@nestjs/common';

import { CredentialSealerModule } from '@/common/crypto/credential-sealer.module';

import { ALERT_EXECUTOR } from './alert-executor.port';
import { BrokerAuditRepository } from './audit/broker-audit.repository';
import { BROKER_ADAPTER_CLASSES, brokerAdaptersProvider } from './broker-adapters';
import { BrokerConnectionsRepository } from './connections/broker-connections.repository';
import { BrokerDataExportSection } from './connections/broker-data-export.section';
import { BrokerMemberEraser } from './connections/broker-member.eraser';
import { PaperAccountsRepository } from './paper/paper-accounts.repository';
import { PaperAlertExecutor } from './paper/paper-alert-executor';
import { PaperBroker } from './paper/paper-broker';
import { RoutingAlertExecutor } from './routing-alert-executor';
import { TradovateAlertExecutor } from './tradovate/tradovate-alert-executor';
import { tradovateAdapterModule } from './tradovate/tradovate-wiring';

/**
 * What the worker's alert pipeline needs of the member's broker: ALERT_EXECUTOR (each valid
 * alert executed where the member's target says, in the alert's transaction: by that broker's
 * adapter in the table, or nowhere) and the audit's SQL (its retention, the log's maintenance).
 * Also the member-erasure job's eraser of a deleted account's broker (BrokerMemberEraser).
 */
@Module({
  imports: [CredentialSealerModule, tradovateAdapterModule()],
  providers: [
    BrokerConnectionsRepository,
    BrokerAuditRepository,
    BrokerMemberEraser,
    BrokerDataExportSection,
    PaperAccountsRepository,
    PaperBroker,
    PaperAlertExecutor,
    TradovateAlertExecutor,
    // The adapter table (one line per broker) the router picks from.
    ...BROKER_ADAPTER_CLASSES,
    brokerAdaptersProvider,
    { provide: ALERT_EXECUTOR, useClass: RoutingAlertExecutor },
  ],
  exports: [ALERT_EXECUTOR, BrokerAuditRepository],
})
export class BrokersWorkerModule {}
