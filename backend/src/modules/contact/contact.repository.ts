import { Injectable } from '@nestjs/common';
import type { Kysely } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { ContactMessage, NewContactMessage } from './contact.table';

@Injectable()
export class ContactRepository {
  constructor(private readonly database: DatabaseService) {}

  /**
   * Inserts the message and runs `beforeCommit` inside the same transaction (`trx`), so what it
   * writes (the notification mail's outbox row) commits or rolls back with the message.
   */
  insert(
    values: NewContactMessage,
    beforeCommit: (message: ContactMessage, trx: Kysely<Database>) => Promise<void>,
  ): Promise<ContactMessage> {
    return this.database.db.transaction().execute(async (trx) => {
      const message = await trx
        .insertInto('contact_messages')
        .values(values)
        .returningAll()
        .executeTakeFirstOrThrow();
      await beforeCommit(message, trx);
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
