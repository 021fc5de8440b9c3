import type {
  AlertFormat,
  AlertWarning,
} from '@tickrelay/contracts/alert-payload/alert-reader.types';
import type { BrokerName } from '@tickrelay/contracts/brokers/broker-connection';
import type {
  BrokerResultView,
  DeliveryCode,
  DeliveryStatus,
} from '@tickrelay/contracts/webhooks/deliveries';
import type { ColumnType, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Where an alert was executed: one of contracts' BROKER_NAMES (the SQL check follows the list). */
export type ExecutedOn = BrokerName;

/** A final status: `received` is only ever seen live, never stored. */
export type StoredDeliveryStatus = Exclude<DeliveryStatus, 'received'>;

/** Migration 0011; partitioned by day on received_at (see deliveries-partitions.ts). */
export interface DeliveriesTable {
  delivery_id: string;
  received_at: Timestamp;
  member_id: string;
  webhook_id: string;
  source_address: string;
  content_type: string;
  status: StoredDeliveryStatus;
  code: DeliveryCode | null;
  field: string | null;
  action: string | null;
  ticker: string | null;
  quantity: number | null;
  alert_id: string | null;
  body_hash: Buffer;
  claimed: boolean;
  ack_latency_ms: number | null;
  executed_latency_ms: number | null;
  raw_body: string;
  raw_body_truncated: boolean;
  broker_result: Json<BrokerResultView> | null;
  /** Migration 0013: the execution target the alert went to (null: it never got that far). */
  executed_on: ColumnType<ExecutedOn | null, ExecutedOn | null | undefined, ExecutedOn | null>;
  test: boolean;
  /** Migration 0018: the format the alert was read as, and the keys it did not use. */
  format: ColumnType<AlertFormat | null, AlertFormat | null | undefined, AlertFormat | null>;
  warnings: ColumnType<AlertWarning[] | null, string | null | undefined, string | null>;
  processed_at: ColumnType<Date, Date | string | undefined, never>;
}

export type DeliveryRow = Selectable<DeliveriesTable>;
export type NewDeliveryRow = Insertable<DeliveriesTable>;

/**
 * Migration 0012: the paper broker's state per member (PaperAccountState, owned by the engine in
 * modules/brokers; stored here as JSON).
 */
export interface PaperAccountsTable {
  member_id: string;
  state: Json<unknown>;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
