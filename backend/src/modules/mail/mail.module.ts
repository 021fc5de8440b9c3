import { Module } from '@nestjs/common';

import { MailOutboxModule } from './mail-outbox.module';
import { MailTransport } from './mail-transport';
import { MailProcessor } from './mail.processor';

/**
 * Worker side: renders and sends the mails of the `mail` queue (MailProcessor), and relays
 * committed mails from the outbox to that queue (MailOutboxModule).
 */
@Module({ imports: [MailOutboxModule], providers: [MailTransport, MailProcessor] })
export class MailModule {}
