import type {
  BrokerAccountView,
  BrokerAuditAction,
  BrokerAuditTrigger,
  BrokerConnectionError,
  BrokerConnectionStatus,
  BrokerName,
  ExecutionTarget,
  LiveBrokerName,
  TradovateEnvironment,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type DefaultedTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** Migration 0013: where the member's alerts are executed, and their Tradovate device id. */
export interface BrokerSettingsTable {
  member_id: string;
  execution_target: ColumnType<ExecutionTarget, ExecutionTarget | undefined, ExecutionTarget>;
  device_id: Generated<string>;
  updated_at: DefaultedTimestamp;
}

/** Migration 0013: the member's saved Tradovate connection (one at most). */
export interface BrokerConnectionsTable {
  member_id: string;
  connection_id: string;
  /** Migration 0013 allows tradovate only: a second live broker comes with its migration. */
  broker: ColumnType<LiveBrokerName, LiveBrokerName | undefined, never>;
  environment: TradovateEnvironment;
  username: string;
  app_id: string;
  app_version: string;
  /** iv ‖ tag ‖ ciphertext of the JSON {password, cid, secret}, under credentials_key_id. */
  credentials_sealed: Buffer;
  credentials_key_id: string;
  device_id: string;
  /** bigint: pg returns it as text. */
  account_id: ColumnType<string | null, number | string | null, number | string | null>;
  account_name: string | null;
  accounts: Json<BrokerAccountView[]>;
  status: BrokerConnectionStatus;
  last_error_code: BrokerConnectionError | null;
  last_checked_at: ColumnType<Date | null, Date | string | null, Date | string | null>;
  created_at: DefaultedTimestamp;
  updated_at: DefaultedTimestamp;
}

/** Migration 0013: every broker action and what caused it. */
export interface BrokerAuditTable {
  id: string;
  seq: ColumnType<string, never, never>;
  member_id: string;
  at: Timestamp;
  broker: BrokerName;
  environment: TradovateEnvironment | null;
  account_name: string | null;
  action: BrokerAuditAction;
  trigger: BrokerAuditTrigger;
  delivery_id: string | null;
  contract: string | null;
  side: 'buy' | 'sell' | null;
  quantity: number | null;
  price: string | null;
  order_type: string | null;
  order_id: string | null;
  code: string | null;
  reason: string | null;
}

export type BrokerSettingsRow = Selectable<BrokerSettingsTable>;
export type BrokerConnectionRow = Selectable<BrokerConnectionsTable>;
export type NewBrokerConnectionRow = Insertable<BrokerConnectionsTable>;
export type BrokerAuditRow = Selectable<BrokerAuditTable>;
export type NewBrokerAuditRow = Insertable<BrokerAuditTable>;
