import type { ContactMessagesTable } from '@/modules/contact/contact.table';

/** Every table Kysely may touch; each feature owns its table type next to its code. */
export interface Database {
  contact_messages: ContactMessagesTable;
}
