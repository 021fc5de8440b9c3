import { Module } from '@nestjs/common';

import { MailTransport } from './mail-transport';
import { MailProcessor } from './mail.processor';

@Module({ providers: [MailTransport, MailProcessor], exports: [MailProcessor] })
export class MailModule {}
