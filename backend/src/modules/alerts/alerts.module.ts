import { Module } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';
import { DestinationsModule } from '@/modules/destinations/destinations.module';
import { WebhookSettingsModule } from '@/modules/webhooks/webhook-settings.module';
import { WebhookSettingsReader } from '@/modules/webhooks/webhooks.public';

import { DeliveriesDatabase } from './log/deliveries-database';
import { DeliveriesController } from './log/deliveries.controller';
import { DeliveriesRepository } from './log/deliveries.repository';
import { DeliveriesService } from './log/deliveries.service';
import { MemberEventsController } from './log/member-events.controller';
import { ALERT_SETTINGS_READER } from './pipeline/alert-settings';

/**
 * The api side of the alerts: the member's deliveries log (pages, CSV, one, summary), their live
 * stream (SSE over Redis pub/sub, MemberEvents from common/live-events). The paper account's
 * routes are the brokers module's.
 */
@Module({
  imports: [WebhookSettingsModule, DestinationsModule],
  controllers: [DeliveriesController, MemberEventsController],
  providers: [
    // The api's own pool: reads need no pool of their own.
    { provide: DeliveriesDatabase, useExisting: DatabaseService },
    DeliveriesRepository,
    DeliveriesService,
    { provide: ALERT_SETTINGS_READER, useExisting: WebhookSettingsReader },
  ],
})
export class AlertsModule {}
