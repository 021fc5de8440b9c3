import { Module } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';
import { DestinationsModule } from '@/modules/destinations/destinations.module';
import { WebhookSettingsModule } from '@/modules/webhooks/webhook-settings.module';
import { WebhookSettingsReader } from '@/modules/webhooks/webhooks.public';

import { ALERT_SETTINGS_READER } from './alert-settings';
import { DeliveriesDatabase } from './deliveries-database';
import { DeliveriesController } from './deliveries.controller';
import { DeliveriesRepository } from './deliveries.repository';
import { DeliveriesService } from './deliveries.service';
import { MemberEvents } from './member-events';
import { MemberEventsController } from './member-events.controller';

/**
 * The api side of deliveries: the member's log (pages, CSV, one, summary) and their live stream
 * (SSE over Redis pub/sub). Exports MemberEvents for other modules that publish on the member's
 * stream (the webhook settings, the broker settings and the paper account).
 */
@Module({
  imports: [WebhookSettingsModule, DestinationsModule],
  controllers: [DeliveriesController, MemberEventsController],
  providers: [
    // The api's own pool: reads need no pool of their own.
    { provide: DeliveriesDatabase, useExisting: DatabaseService },
    DeliveriesRepository,
    DeliveriesService,
    MemberEvents,
    { provide: ALERT_SETTINGS_READER, useExisting: WebhookSettingsReader },
  ],
  exports: [MemberEvents],
})
export class DeliveriesModule {}
