import { Injectable } from '@nestjs/common';
import type { SecurityEventDetails } from '@tickrelay/contracts/endpoints/security-log.endpoints';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@tickrelay/contracts/locales';
import type { Kysely, Selectable } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { SecurityLogTable } from './security-log.tables';

export type SecurityLogRow = Selectable<SecurityLogTable>;

export interface NewSecurityEvent {
  memberId: string;
  kind: string;
  ip: string | null;
  userAgent: string | null;
  details: SecurityEventDetails;
}

/** Who a security mail goes to, in which language and time zone. */
export interface SecurityContact {
  email: string;
  displayName: string;
  locale: Locale;
  timeZone: string;
}

const MAX_USER_AGENT = 512;

/** The security log's rows, the member's time zone, and where their mails go. SQL only. */
@Injectable()
export class SecurityLogRepository {
  constructor(private readonly database: DatabaseService) {}

  async insert(event: NewSecurityEvent, db: Kysely<Database> = this.database.db): Promise<void> {
    await db
      .insertInto('security_log')
      .values({
        member_id: event.memberId,
        kind: event.kind,
        ip: event.ip,
        user_agent: event.userAgent?.slice(0, MAX_USER_AGENT) ?? null,
        details: JSON.stringify(event.details),
      })
      .execute();
  }

  /** Newest first; `before` is the `seq` of the last row of the previous page. */
  page(memberId: string, limit: number, before?: string): Promise<SecurityLogRow[]> {
    let query = this.database.db
      .selectFrom('security_log')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('seq', 'desc')
      .limit(limit);
    if (before !== undefined) query = query.where('seq', '<', before);
    return query.execute();
  }

  /** Every event of the member, oldest first, column by column ("your data"). */
  everyEventOf(memberId: string) {
    return this.database.db
      .selectFrom('security_log')
      .select(['seq', 'kind', 'occurred_at', 'ip', 'user_agent', 'details'])
      .where('member_id', '=', memberId)
      .orderBy('seq', 'asc')
      .execute();
  }

  /** The zone the member chose; undefined until they (or their browser) chose one. */
  async timeZoneOf(
    memberId: string,
    db: Kysely<Database> = this.database.db,
  ): Promise<string | undefined> {
    const row = await db
      .selectFrom('member_time_zones')
      .select('time_zone')
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return row?.time_zone;
  }

  async setTimeZone(memberId: string, timeZone: string): Promise<void> {
    await this.database.db
      .insertInto('member_time_zones')
      .values({ member_id: memberId, time_zone: timeZone })
      .onConflict((conflict) =>
        conflict.column('member_id').doUpdateSet({ time_zone: timeZone, updated_at: new Date() }),
      )
      .execute();
  }

  /**
   * The local account (AUTH_PROVIDER=local) when there is one, else the member's latest billing
   * customer (as MemberContactsRepository in destinations), read in the change's transaction.
   */
  async contactOf(
    memberId: string,
    db: Kysely<Database> = this.database.db,
  ): Promise<SecurityContact | undefined> {
    const user = await db
      .selectFrom('users')
      .select(['email', 'display_name', 'locale'])
      .where('id', '=', memberId)
      .executeTakeFirst();
    const row =
      user ??
      (await db
        .selectFrom('billing_customers')
        .select(['email', 'display_name', 'locale'])
        .where('user_id', '=', memberId)
        .orderBy('updated_at', 'desc')
        .limit(1)
        .executeTakeFirst());
    if (!row) return undefined;
    return {
      email: row.email,
      displayName: row.display_name,
      locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE,
      timeZone: (await this.timeZoneOf(memberId, db)) ?? 'UTC',
    };
  }

  /** Everything kept of an erased member (the member-erasure job); a second run deletes nothing. */
  async eraseMember(memberId: string): Promise<void> {
    await this.database.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('security_log').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('security_not_me_links').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('member_time_zones').where('member_id', '=', memberId).execute();
    });
  }
}
