import { Module } from '@nestjs/common';

import { CredentialSealerModule } from '@/common/crypto/credential-sealer.module';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { SecurityLogCoreModule } from '@/modules/security-log/security-log.module';

import { BrokerAuditRepository } from './audit/broker-audit.repository';
import { BrokerAuditService } from './audit/broker-audit.service';
import { BrokerCheckLimiter } from './connections/broker-check-limiter';
import { BrokerConnectionService } from './connections/broker-connection.service';
import { BrokerConnectionsRepository } from './connections/broker-connections.repository';
import { BrokerLiquidationService } from './connections/broker-liquidation.service';
import { BrokerSettingsService } from './connections/broker-settings.service';
import { BrokerController } from './connections/broker.controller';
import { RetryAfterInterceptor } from './connections/retry-after.interceptor';
import { PaperAccountsRepository } from './paper/paper-accounts.repository';
import { PaperBroker } from './paper/paper-broker';
import { PaperController } from './paper/paper.controller';
import { tradovateAdapterModule } from './tradovate/tradovate-wiring';

/**
 * The api side of the member's broker: settings (execution target), the Tradovate connection
 * (save, pick the account, test, remove), liquidation and the audit, under /api/broker; the
 * paper account (read, flatten, reset) under /api/webhook/paper.
 */
@Module({
  imports: [CredentialSealerModule, tradovateAdapterModule(), SecurityLogCoreModule],
  controllers: [BrokerController, PaperController],
  providers: [
    AttemptCounter,
    BrokerCheckLimiter,
    BrokerConnectionsRepository,
    BrokerAuditRepository,
    BrokerSettingsService,
    BrokerConnectionService,
    BrokerLiquidationService,
    BrokerAuditService,
    RetryAfterInterceptor,
    PaperAccountsRepository,
    PaperBroker,
  ],
})
export class BrokersModule {}
