import { Module } from '@nestjs/common';

import { CredentialSealerModule } from '@/common/crypto/credential-sealer.module';
import { AttemptCounter } from '@/common/guards/attempt-counter';
import { SecurityLogCoreModule } from '@/modules/security-log/security-log.module';

import { DeliveryRelaysPublisher, DeliveryRelaysReader } from './delivery-relays.publisher';
import { DestinationRateLimits } from './destination-rate-limits';
import { DestinationSecrets } from './destination-secrets';
import { DestinationsController } from './destinations.controller';
import { DestinationsRepository } from './destinations.repository';
import { DestinationsService } from './destinations.service';
import { RelaysRepository } from './relays.repository';
import { RelaySendersModule } from './senders/relay-senders.module';
import { TelegramUpdatesController } from './telegram-updates.controller';
import { TelegramUpdatesService } from './telegram-updates.service';
import { TelegramWebhookSetup } from './telegram-webhook.setup';

/**
 * The api side of destinations: the member's destinations (list, create, update, delete, test,
 * rotate the signing secret, a Telegram destination's start code) and the bot's updates that link
 * Telegram chats. Exports DeliveryRelaysReader for the deliveries log's read paths.
 */
@Module({
  imports: [CredentialSealerModule, RelaySendersModule, SecurityLogCoreModule],
  controllers: [DestinationsController, TelegramUpdatesController],
  providers: [
    AttemptCounter,
    DestinationRateLimits,
    DestinationSecrets,
    DestinationsRepository,
    DestinationsService,
    TelegramUpdatesService,
    TelegramWebhookSetup,
    RelaysRepository,
    DeliveryRelaysPublisher,
    DeliveryRelaysReader,
  ],
  exports: [DeliveryRelaysReader],
})
export class DestinationsModule {}
