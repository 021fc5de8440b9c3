import type { Locale } from '@tickrelay/contracts/locales';
import type { Generated, Insertable, Selectable } from 'kysely';

export interface ContactMessagesTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: Locale;
  client_ip: string | null;
  request_id: string | null;
}

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
