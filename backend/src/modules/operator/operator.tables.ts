import type { ColumnType, Generated } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

/** Migration 0019: who holds the operator role. */
export interface OperatorsTable {
  user_id: string;
  granted_at: CreatedAt;
}

/** Migration 0019: members whose webhook URL answers 403 WEBHOOK_MEMBER_SUSPENDED. */
export interface MemberSuspensionsTable {
  user_id: string;
  reason: string;
  suspended_by: string;
  suspended_at: CreatedAt;
}

/** Migration 0019: append-only (a trigger refuses UPDATE and DELETE). */
export interface OperatorAuditLogTable {
  id: Generated<string>;
  at: CreatedAt;
  actor: string;
  action: string;
  target_id: string | null;
  /** JSON text on insert; parsed by pg on read. */
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

export interface OperatorTables {
  operators: OperatorsTable;
  member_suspensions: MemberSuspensionsTable;
  operator_audit_log: OperatorAuditLogTable;
}
