import { Module } from '@nestjs/common';

import { MailProcessor } from './mail.processor';

@Module({ providers: [MailProcessor], exports: [MailProcessor] })
export class MailModule {}
