import { Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@tickrelay/contracts/locales';

import { DatabaseService } from '@/database/database.service';

export interface MemberContact {
  email: string;
  displayName: string;
  locale: Locale;
}

/**
 * Who a notice goes to, and in which language, read in the worker where no session is at hand:
 * the local account (AUTH_PROVIDER=local) when there is one, else the member's latest billing
 * customer (every member whose alerts reached execution has subscribed, whichever auth provider
 * holds the account; the checkout wrote their address, name and language).
 */
@Injectable()
export class MemberContactsRepository {
  constructor(private readonly database: DatabaseService) {}

  async contactOf(memberId: string): Promise<MemberContact | undefined> {
    const db = this.database.db;
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
    };
  }

  /** The member's language (English when nothing says otherwise). */
  async localeOf(memberId: string): Promise<Locale> {
    return (await this.contactOf(memberId))?.locale ?? DEFAULT_LOCALE;
  }
}
