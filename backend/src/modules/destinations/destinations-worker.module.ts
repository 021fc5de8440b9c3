import { Module } from '@nestjs/common';

import { CredentialSealerModule } from '@/common/crypto/credential-sealer.module';
import { MailOutboxModule } from '@/modules/mail/mail-outbox.module';
import { QueueModule } from '@/queue/queue.module';

import { DeliveryRelayDispatcher } from './delivery-relay.dispatcher';
import { DeliveryRelaysPublisher, DeliveryRelaysReader } from './delivery-relays.publisher';
import { DestinationSecrets } from './destination-secrets';
import { DestinationsDataExportSection } from './destinations-data-export.section';
import { DestinationsMaintenanceTasks } from './destinations-maintenance.tasks';
import { DestinationsMemberEraser } from './destinations-member.eraser';
import { DestinationsRepository } from './destinations.repository';
import { FailureDigestProcessor } from './failure-digest.processor';
import { FailureNotices } from './failure-notices';
import { FailureNoticesRepository } from './failure-notices.repository';
import { MemberContactsRepository } from './member-contacts.repository';
import { RELAY_MEMBER_SLOTS_PROVIDER } from './relay-member-share';
import { RelaysProcessor } from './relays.processor';
import { RelaysRepository } from './relays.repository';
import { RelaySendersModule } from './senders/relay-senders.module';

/**
 * The worker side of destinations: the `relays` processor (each delivery to each destination,
 * with retries), the `notices` processor (the failure digest: mail and the chosen destination),
 * the hourly pruning and the member eraser. Exports the dispatcher the alerts pipeline calls
 * after each delivery, and the relays reader.
 */
@Module({
  imports: [CredentialSealerModule, RelaySendersModule, QueueModule, MailOutboxModule],
  providers: [
    DestinationSecrets,
    DestinationsRepository,
    RelaysRepository,
    FailureNoticesRepository,
    MemberContactsRepository,
    DeliveryRelaysPublisher,
    DeliveryRelaysReader,
    FailureNotices,
    DeliveryRelayDispatcher,
    RELAY_MEMBER_SLOTS_PROVIDER,
    RelaysProcessor,
    FailureDigestProcessor,
    DestinationsMaintenanceTasks,
    DestinationsMemberEraser,
    DestinationsDataExportSection,
  ],
  exports: [DeliveryRelayDispatcher, DeliveryRelaysReader],
})
export class DestinationsWorkerModule {}
