import { Injectable } from '@nestjs/common';

import { MailOutbox } from '@/modules/mail/mail-outbox.public';
import type { ContactNotificationJob } from '@/queue/job-payloads';

import { ContactRepository } from './contact.repository';
import type { ContactMessage } from './contact.table';
import type { CreateContactDto } from './dto/create-contact.dto';

export interface RequestMeta {
  clientIp: string | null;
  requestId: string | null;
}

export function toNotificationJob(message: ContactMessage): ContactNotificationJob {
  return {
    messageId: message.id,
    name: message.name,
    email: message.email,
    subject: message.subject,
    message: message.message,
    locale: message.locale,
    receivedAt: message.created_at.toISOString(),
  };
}

@Injectable()
export class ContactService {
  constructor(
    private readonly repository: ContactRepository,
    private readonly outbox: MailOutbox,
  ) {}

  /** Stores the message and, in the same transaction, the team's notification mail (job id = message id). */
  async submit(input: CreateContactDto, meta: RequestMeta): Promise<{ id: string }> {
    const message = await this.repository.insert(
      { ...input, client_ip: meta.clientIp, request_id: meta.requestId },
      (stored, trx) =>
        this.outbox.add('contact-notification', toNotificationJob(stored), stored.id, trx),
    );
    return { id: message.id };
  }
}
