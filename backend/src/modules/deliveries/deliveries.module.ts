import { Module } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';
import { BrokerAuditRepository } from '@/modules/broker-connections/broker-connections.public';
import { DestinationsModule } from '@/modules/destinations/destinations.module';
import { WebhookSettingsModule } from '@/modules/webhooks/webhook-settings.module';
import { WebhookSettingsReader } from '@/modules/webhooks/webhooks.public';

import { ALERT_SETTINGS_READER } from './alert-settings';
import { DeliveriesDatabase } from './deliveries-database';
import { DeliveriesController } from './deliveries.controller';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { MemberEventsController } from './member-events.controller';
import { PaperAccountsRepository } from './paper-accounts.repository';
import { PaperBroker } from './paper-broker';
import { PaperController } from './paper.controller';

/**
 * The api side of deliveries: the member's log (pages, CSV, one, summary), their live stream
 * (SSE over Redis pub/sub, MemberEvents from common/live-events) and the paper account (read,
 * flatten, reset).
 */
@Module({
  imports: [WebhookSettingsModule, DestinationsModule],
  controllers: [DeliveriesController, MemberEventsController, PaperController],
  providers: [
    // The api's own pool: reads and the member's paper changes need no pool of their own.
    { provide: DeliveriesDatabase, useExisting: DatabaseService },
    DeliveriesRepository,
    DeliveriesService,
    PaperAccountsRepository,
    PaperBroker,
    // The paper flatten's audit entries (broker_audit, modules/broker-connections).
    BrokerAuditRepository,
    { provide: ALERT_SETTINGS_READER, useExisting: WebhookSettingsReader },
  ],
})
export class DeliveriesModule {}
