import type { Generated, Insertable, Selectable } from 'kysely';

export const CONTACT_LOCALES = ['en', 'fr'] as const;
export type ContactLocale = (typeof CONTACT_LOCALES)[number];

export interface ContactMessagesTable {
  id: Generated<string>;
  created_at: Generated<Date>;
  name: string;
  email: string;
  subject: string;
  message: string;
  locale: ContactLocale;
  client_ip: string | null;
  request_id: string | null;
}

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
