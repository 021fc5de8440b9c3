import type {
  DestinationKind,
  RelayCode,
  RelayStatus,
} from '@tickrelay/contracts/destinations/destinations';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Migration 0014: a member's destinations (at most DESTINATION_LIMITS.perMember). */
export interface DestinationsTable {
  id: string;
  member_id: string;
  kind: DestinationKind;
  label: string;
  /** What the member is shown of where it goes (DestinationView.target): no secret in it. */
  target: string;
  /**
   * https and discord: the secret part, sealed (AES-256-GCM under secret_key_id, bound to the
   * row): a DestinationSecret as JSON. Null for telegram (a chat id is no secret).
   */
  secret_sealed: Buffer | null;
  secret_key_id: string | null;
  /** telegram only: set by the bot when a chat sends the start code (migration 0017); null until then. */
  chat_id: string | null;
  /** SHA-256 of the current one-time start code (telegram), null once used or never issued. */
  link_code_hash: Buffer | null;
  link_expires_at: NullableTimestamp;
  linked_at: NullableTimestamp;
  notify_failures: Generated<boolean>;
  last_status: RelayStatus | null;
  last_code: RelayCode | null;
  last_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/**
 * One destination's relay of one delivery. No foreign key to destinations: the history outlives
 * a removed destination (kind and label are copied), and none to deliveries (partitioned; these
 * rows are pruned with the log's retention).
 */
export interface DeliveryRelaysTable {
  delivery_id: string;
  received_at: Timestamp;
  destination_id: string;
  member_id: string;
  kind: DestinationKind;
  label: string;
  status: RelayStatus;
  attempts: Generated<number>;
  code: RelayCode | null;
  http_status: number | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export type FailureKind = 'execution' | 'destination';

/** A failure a notice is (or will be) about; notified_at is set by the notice that listed it. */
export interface FailureNoticeEventsTable {
  id: Generated<string>;
  member_id: string;
  /** `execution.<deliveryId>` or `relay.<deliveryId>.<destinationId>`: recorded once. */
  source_key: string;
  kind: FailureKind;
  occurred_at: Timestamp;
  delivery_id: string | null;
  destination_id: string | null;
  destination_label: string | null;
  code: string;
  notified_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Per member: when the last notice went (the digest's window), locked while one is decided. */
export interface FailureNoticeStateTable {
  member_id: string;
  last_sent_at: NullableTimestamp;
  updated_at: Timestamp;
}

export type DestinationRow = Selectable<DestinationsTable>;
export type NewDestinationRow = Insertable<DestinationsTable>;
export type DeliveryRelayRow = Selectable<DeliveryRelaysTable>;
export type FailureNoticeEventRow = Selectable<FailureNoticeEventsTable>;

export interface DestinationsTables {
  destinations: DestinationsTable;
  delivery_relays: DeliveryRelaysTable;
  failure_notice_events: FailureNoticeEventsTable;
  failure_notice_state: FailureNoticeStateTable;
}
