import type { ColumnType, Selectable } from 'kysely';

/** The sessions GoTrue issued through this API, so members can list and end them. */
export interface SupabaseSessionsTable {
  id: string;
  user_id: string;
  created_at: ColumnType<Date, Date | string | undefined, Date | string>;
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  user_agent: string | null;
  ip: string | null;
}

export type SupabaseSessionRow = Selectable<SupabaseSessionsTable>;
