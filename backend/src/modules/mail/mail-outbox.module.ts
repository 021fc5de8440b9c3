import { Module } from '@nestjs/common';

import { QueueModule } from '@/queue/queue.module';

import { MailOutbox } from './mail-outbox.public';
import { MailOutboxRelay } from './mail-outbox.relay';

/**
 * Mail after commit, for the api and the worker: MailOutbox for the features that send mail,
 * MailOutboxRelay moving committed mails to the queue.
 */
@Module({
  imports: [QueueModule],
  providers: [MailOutbox, MailOutboxRelay],
  exports: [MailOutbox],
})
export class MailOutboxModule {}
