import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;
/** pg returns bigint as text. */
type Version = ColumnType<string, number | undefined, number | string>;

/** Migration 0010: one row per token generation of a member's webhook URL. */
export interface WebhooksTable {
  id: string;
  member_id: string;
  /** SHA-256 of the token (32 bytes): the lookup key. */
  token_hash: Buffer;
  /** iv (12) ‖ tag (16) ‖ ciphertext, AES-256-GCM under token_key_id. */
  token_sealed: Buffer;
  token_key_id: string;
  created_at: Timestamp;
  /** When it stopped being the current URL (rotation or revocation); null while current. */
  revoked_at: NullableTimestamp;
  /** Until when a rotated URL still works; null while current. */
  valid_until: NullableTimestamp;
  allowlist_enabled: Generated<boolean>;
  default_max_lag_seconds: Generated<number>;
  paused: Generated<boolean>;
  version: Version;
  updated_at: Timestamp;
}

export type WebhookRow = Selectable<WebhooksTable>;
export type NewWebhookRow = Insertable<WebhooksTable>;
