import { Module } from '@nestjs/common';

import { CredentialSealerModule } from '@/common/crypto/credential-sealer.module';

import { BrokerAuditRepository } from './broker-audit.repository';
import { BrokerConnectionsRepository } from './broker-connections.repository';
import { BrokerMemberEraser } from './broker-member.eraser';
import { tradovateAdapterModule } from './tradovate-wiring';

const tradovate = tradovateAdapterModule();

/**
 * What the worker's alert pipeline needs of the member's broker: the SQL of the settings,
 * connection and audit (run in the alert's transaction), the credentials' sealer
 * (CREDENTIAL_SEALER) and the Tradovate adapter (TRADOVATE_BROKER). Also the member-erasure
 * job's eraser of a deleted account's broker (BrokerMemberEraser).
 */
@Module({
  imports: [CredentialSealerModule, tradovate],
  providers: [BrokerConnectionsRepository, BrokerAuditRepository, BrokerMemberEraser],
  exports: [BrokerConnectionsRepository, BrokerAuditRepository, CredentialSealerModule, tradovate],
})
export class BrokerConnectionsWorkerModule {}
