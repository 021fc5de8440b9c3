import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';

import type { Queryable } from '../connections/broker-connections.repository';
import type { BrokerAuditRow, NewBrokerAuditRow } from '../connections/broker-connections.tables';

export interface AuditCursor {
  at: Date;
  seq: string;
}

/** Rows deleted per statement when old entries are pruned, so no delete holds locks for long. */
const PRUNE_BATCH = 5000;

/** The broker audit's SQL: written in the caller's transaction, read newest first. */
@Injectable()
export class BrokerAuditRepository {
  async insert(db: Queryable, rows: NewBrokerAuditRow[]): Promise<BrokerAuditRow[]> {
    if (rows.length === 0) return [];
    const written = await db.insertInto('broker_audit').values(rows).returningAll().execute();
    // Returned in insertion order (seq), which RETURNING does not promise.
    return written.sort((a, b) => Number(BigInt(a.seq) - BigInt(b.seq)));
  }

  /** Newest first, after `cursor` (exclusive). */
  async page(
    db: Queryable,
    memberId: string,
    limit: number,
    cursor?: AuditCursor,
  ): Promise<BrokerAuditRow[]> {
    let query = db.selectFrom('broker_audit').selectAll().where('member_id', '=', memberId);
    if (cursor) {
      query = query.where(sql<boolean>`(at, seq) < (${cursor.at}, ${cursor.seq}::bigint)`);
    }
    return query.orderBy('at', 'desc').orderBy('seq', 'desc').limit(limit).execute();
  }

  /** Deletes entries older than `before`, in batches; how many. */
  async prune(db: Queryable, before: Date): Promise<number> {
    let total = 0;
    for (;;) {
      const result = await sql`
        delete from broker_audit where id in (
          select id from broker_audit where at < ${before} limit ${PRUNE_BATCH}
        )
      `.execute(db);
      const deleted = Number(result.numAffectedRows ?? 0);
      total += deleted;
      if (deleted < PRUNE_BATCH) return total;
    }
  }
}
