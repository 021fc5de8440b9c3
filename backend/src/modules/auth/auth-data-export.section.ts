import { Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';
import { DatabaseService } from '@/database/database.service';

/**
 * `profile.json` of "your data": the local account (address, name, language, when it was
 * confirmed) and its sessions (devices, addresses, when). Never the password hash, the session
 * tokens (hashed in auth_tokens), the sessions' ids nor any one-time link. With
 * AUTH_PROVIDER=supabase the account lives in Supabase: `account` is null and the billing
 * identities in `subscription.json` carry the address and name we keep.
 */
@Injectable()
@DataExportSectionProvider()
export class AuthDataExportSection implements DataExportSection {
  readonly name = 'profile';

  constructor(private readonly database: DatabaseService) {}

  async collect(memberId: string): Promise<unknown> {
    const db = this.database.db;
    const account = await db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'display_name',
        'locale',
        'email_confirmed_at',
        'created_at',
        'updated_at',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
    const sessions = account
      ? await db
          .selectFrom('auth_sessions')
          .select([
            'created_at',
            'last_seen_at',
            'expires_at',
            'revoked_at',
            'revoked_reason',
            'user_agent',
            'ip',
          ])
          .where('user_id', '=', memberId)
          .orderBy('created_at')
          .execute()
      : [];
    return { memberId, account: account ?? null, sessions };
  }
}
