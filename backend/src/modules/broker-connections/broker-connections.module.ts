import { Module } from '@nestjs/common';

import { CredentialSealerModule } from '@/common/crypto/credential-sealer.module';
import { AttemptCounter } from '@/common/guards/attempt-counter';

import { BrokerAuditRepository } from './broker-audit.repository';
import { BrokerAuditService } from './broker-audit.service';
import { BrokerCheckLimiter } from './broker-check-limiter';
import { BrokerConnectionService } from './broker-connection.service';
import { BrokerConnectionsRepository } from './broker-connections.repository';
import { BrokerLiquidationService } from './broker-liquidation.service';
import { BrokerSettingsService } from './broker-settings.service';
import { BrokerController } from './broker.controller';
import { RetryAfterInterceptor } from './retry-after.interceptor';
import { tradovateAdapterModule } from './tradovate-wiring';

/**
 * The api side of the member's broker: settings (execution target), the Tradovate connection
 * (save, pick the account, test, remove), liquidation and the audit, under /api/broker.
 */
@Module({
  imports: [CredentialSealerModule, tradovateAdapterModule()],
  controllers: [BrokerController],
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
  ],
})
export class BrokerConnectionsModule {}
