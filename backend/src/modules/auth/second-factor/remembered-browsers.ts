import { Injectable } from '@nestjs/common';
import { SECOND_FACTOR_LIMITS } from '@tickrelay/contracts/endpoints/second-factor.endpoints';
import type { Request, Response } from 'express';

import { AppConfig } from '@/config/app-config';
import { DatabaseService } from '@/database/database.service';

import { parseCookieHeader } from '../session/session-cookie-jar';
import { hashToken, newToken } from '../session/tokens';

const COOKIE = 'tr_browser';
const MAX_AGE_MS = SECOND_FACTOR_LIMITS.rememberBrowserDays * 24 * 60 * 60 * 1000;

/**
 * "Remember this browser for 30 days": a random token in an httpOnly cookie, its SHA-256 in
 * `remembered_browsers` for one member. It skips the second step only for that member, only
 * until it expires or is revoked: on a password change or recovery, when the factor is turned
 * off, and when the session that created it is ended from the sessions list.
 */
@Injectable()
export class RememberedBrowsers {
  private readonly secure: boolean;

  constructor(
    config: AppConfig,
    private readonly database: DatabaseService,
  ) {
    this.secure = new URL(config.publicUrl).protocol === 'https:';
  }

  private get cookieName(): string {
    return this.secure ? `__Host-${COOKIE}` : COOKIE;
  }

  async isRemembered(request: Request, memberId: string): Promise<boolean> {
    const token = parseCookieHeader(request.headers.cookie).get(this.cookieName);
    if (!token) return false;
    const row = await this.database.db
      .selectFrom('remembered_browsers')
      .select('id')
      .where('token_hash', '=', hashToken(token))
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', new Date())
      .executeTakeFirst();
    return row !== undefined;
  }

  async remember(response: Response, memberId: string, sessionId: string): Promise<void> {
    const token = newToken();
    await this.database.db
      .insertInto('remembered_browsers')
      .values({
        member_id: memberId,
        token_hash: hashToken(token),
        session_id: sessionId,
        expires_at: new Date(Date.now() + MAX_AGE_MS),
      })
      .execute();
    response.cookie(this.cookieName, token, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: this.secure,
      maxAge: MAX_AGE_MS,
    });
  }

  async revokeAll(memberId: string): Promise<void> {
    await this.database.db
      .updateTable('remembered_browsers')
      .set({ revoked_at: new Date() })
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .execute();
  }

  async revokeOfSession(memberId: string, sessionId: string): Promise<void> {
    await this.database.db
      .updateTable('remembered_browsers')
      .set({ revoked_at: new Date() })
      .where('member_id', '=', memberId)
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();
  }
}
