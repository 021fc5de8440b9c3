import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

export interface SecondFactorTotpTable {
  member_id: string;
  secret_sealed: string;
  confirmed_at: NullableTimestamp;
  /** bigint: pg hands it back as a string. */
  last_step: ColumnType<string, number | undefined, number>;
  created_at: Timestamp;
}

export interface SecondFactorRecoveryCodesTable {
  id: Generated<string>;
  member_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

export interface SessionProofsTable {
  session_id: string;
  member_id: string;
  pending_second_factor: boolean;
  proven_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface RememberedBrowsersTable {
  id: Generated<string>;
  member_id: string;
  token_hash: string;
  session_id: string | null;
  created_at: Timestamp;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  revoked_at: NullableTimestamp;
}

export interface SecondFactorTables {
  second_factor_totp: SecondFactorTotpTable;
  second_factor_recovery_codes: SecondFactorRecoveryCodesTable;
  session_proofs: SessionProofsTable;
  remembered_browsers: RememberedBrowsersTable;
}
