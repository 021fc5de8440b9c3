import { Module } from '@nestjs/common';

import { MailOutboxModule } from '@/modules/mail/mail-outbox.module';

import { ContactController } from './contact.controller';
import { ContactRepository } from './contact.repository';
import { ContactService } from './contact.service';

@Module({
  imports: [MailOutboxModule],
  controllers: [ContactController],
  providers: [ContactService, ContactRepository],
})
export class ContactModule {}
