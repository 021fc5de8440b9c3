import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Migration 0015: a member's saved alert messages (at most ALERT_TEMPLATE_LIMITS.perMember). */
export interface AlertTemplatesTable {
  id: string;
  member_id: string;
  /** Unique per member, case-insensitively (unique index on lower(name)). */
  name: string;
  /** The alert message, JSON text as TradingView sends it. */
  message: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AlertTemplatesTables {
  alert_templates: AlertTemplatesTable;
}
