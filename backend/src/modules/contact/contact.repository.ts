import { Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';

import type { ContactMessage, NewContactMessage } from './contact.table';

@Injectable()
export class ContactRepository {
  constructor(private readonly database: DatabaseService) {}

  /**
   * Inserts the message and runs `beforeCommit` inside the same transaction, so a failure there
   * (e.g. the queue is unreachable) leaves no stored message behind.
   */
  insert(
    values: NewContactMessage,
    beforeCommit: (message: ContactMessage) => Promise<void>,
  ): Promise<ContactMessage> {
    return this.database.db.transaction().execute(async (trx) => {
      const message = await trx
        .insertInto('contact_messages')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      await beforeCommit(message);
      return message;
    });
  }

  findById(id: string): Promise<ContactMessage | undefined> {
    return this.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }
}
