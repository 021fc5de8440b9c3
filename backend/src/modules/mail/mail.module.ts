import { Module } from '@nestjs/common';

import { MailTransport } from './mail-transport';
import { MailProcessor } from './mail.processor';

/** Worker side: renders and sends the mails of the `mail` queue (MailProcessor). */
@Module({ providers: [MailTransport, MailProcessor] })
export class MailModule {}
