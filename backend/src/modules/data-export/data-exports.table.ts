import type { DataExportStatus } from '@tickrelay/contracts/endpoints/data-export.endpoints';
import type { ColumnType, Selectable } from 'kysely';

type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** Migration 0022: a member's "your data" exports, the ZIP in `archive` while ready. */
export interface DataExportsTable {
  id: string;
  member_id: string;
  status: DataExportStatus;
  requested_at: ColumnType<Date, Date | string | undefined, Date | string>;
  ready_at: NullableTimestamp;
  expires_at: NullableTimestamp;
  size_bytes: number | null;
  /** Why a build failed (`too-large`), for the log; never shown raw. */
  failure: string | null;
  archive: Buffer | null;
}

export type DataExportRow = Selectable<DataExportsTable>;
