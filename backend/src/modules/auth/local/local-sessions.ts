import { Injectable } from '@nestjs/common';
import type { SessionSummary } from '@tickrelay/contracts/endpoints/account.endpoints';
import type { SignedIn } from '@tickrelay/contracts/endpoints/auth.endpoints';
import type { Kysely } from 'kysely';

import type { AuthenticatedSession } from '@/common/session/authenticated-session';
import { AppConfig } from '@/config/app-config';
import type { Database } from '@/database/database.types';

import type { AuthCall } from '../auth-provider.port';
import { authErrors } from '../auth.errors';
import type { StoredSession } from '../session/session-cookie';
import { hashToken, newToken } from '../session/tokens';
import { SessionsRepository } from './sessions.repository';
import { toPublicUser, UsersRepository } from './users.repository';

const LAST_SEEN_RESOLUTION_MS = 60_000;

type RefreshOutcome =
  | { ok: true; tokens: StoredSession; userId: string }
  | { ok: false; code: 'SESSION_EXPIRED' | 'SESSION_REVOKED' };

/**
 * Local sessions: one auth_sessions row per device (the refresh-token family), one auth_tokens row
 * per access/refresh pair. Refresh tokens are single use; reuse after the grace revokes the family.
 * A session ends AUTH_SESSION_IDLE_TIMEOUT_HOURS after it was last used, and in any case
 * AUTH_SESSION_ABSOLUTE_TIMEOUT_HOURS after it was opened (checked from the row's own dates, so a
 * shorter setting applies to sessions opened before it).
 */
@Injectable()
export class LocalSessions {
  constructor(
    private readonly config: AppConfig,
    private readonly sessions: SessionsRepository,
    private readonly users: UsersRepository,
  ) {}

  /** Opens a session for the member and returns the tokens to put in the cookie. */
  async open(userId: string, call: AuthCall, db?: Kysely<Database>): Promise<StoredSession> {
    const now = new Date();
    const session = await this.sessions.create(userId, call.client, this.deadline(now, now), db);
    return this.mint(session.id, db);
  }

  /** Writes the cookie; called once the transaction that created the tokens has committed. */
  signedIn(call: AuthCall, tokens: StoredSession, user: SignedIn['user']): SignedIn {
    call.cookies.writeSession(tokens);
    return { user, expiresAt: new Date(tokens.expires_at * 1000).toISOString() };
  }

  async authenticate(accessToken: string): Promise<AuthenticatedSession> {
    const row = await this.sessions.findByAccessHash(hashToken(accessToken));
    const now = Date.now();
    if (!row || row.revoked_at !== null || !this.isLive(row.session_created_at, row.last_seen_at)) {
      throw authErrors.unauthorized();
    }
    if (row.access_expires_at.getTime() <= now) throw authErrors.accessTokenExpired();
    if (now - row.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
      await this.sessions.touchLastSeen(
        row.session_id,
        this.deadline(row.session_created_at, new Date(now)),
      );
    }
    return {
      user: toPublicUser(row),
      sessionId: row.session_id,
      expiresAt: row.access_expires_at.toISOString(),
      accessToken,
    };
  }

  /** Whether the session still stands: not revoked, its account there, within its timeouts. */
  async isActive(session: AuthenticatedSession): Promise<boolean> {
    const row = await this.sessions.unrevoked(session.user.id, session.sessionId);
    return row !== undefined && this.isLive(row.created_at, row.last_seen_at);
  }

  async refresh(call: AuthCall): Promise<SignedIn> {
    const stored = call.cookies.readSession();
    if (!stored) throw authErrors.unauthorized();
    // Decided inside one transaction, but answered after it: a reuse must stay revoked.
    const outcome = await this.sessions.db
      .transaction()
      .execute((trx) => this.rotate(hashToken(stored.refresh_token), trx));
    if (!outcome.ok) {
      call.cookies.clearSession();
      throw outcome.code === 'SESSION_REVOKED'
        ? authErrors.sessionRevoked()
        : authErrors.sessionExpired();
    }
    const user = await this.users.findById(outcome.userId);
    if (!user) throw authErrors.sessionExpired();
    return this.signedIn(call, outcome.tokens, toPublicUser(user));
  }

  async signOut(call: AuthCall): Promise<void> {
    const stored = call.cookies.readSession();
    if (stored) {
      const sessionId = await this.sessions.sessionIdOf(
        hashToken(stored.access_token),
        hashToken(stored.refresh_token),
      );
      if (sessionId) await this.sessions.revoke(sessionId, 'sign_out');
    }
    call.cookies.clearSession();
  }

  async list(session: AuthenticatedSession): Promise<SessionSummary[]> {
    const now = Date.now();
    const { sessionIdleTimeoutMs, sessionAbsoluteTimeoutMs } = this.config.auth;
    const rows = await this.sessions.listActive(
      session.user.id,
      new Date(now - sessionIdleTimeoutMs),
      new Date(now - sessionAbsoluteTimeoutMs),
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at.toISOString(),
      lastSeenAt: row.last_seen_at.toISOString(),
      userAgent: row.user_agent,
      ip: row.ip,
      current: row.id === session.sessionId,
    }));
  }

  async end(session: AuthenticatedSession, sessionId: string, call: AuthCall): Promise<void> {
    const found = await this.sessions.findActiveOf(session.user.id, sessionId);
    if (!found) throw authErrors.sessionNotFound();
    await this.sessions.revoke(sessionId, 'ended_by_member');
    if (sessionId === session.sessionId) call.cookies.clearSession();
  }

  private async rotate(refreshHash: string, trx: Kysely<Database>): Promise<RefreshOutcome> {
    const row = await this.sessions.findByRefreshHashForUpdate(refreshHash, trx);
    const now = Date.now();
    if (!row || !this.isLive(row.session_created_at, row.last_seen_at)) {
      return { ok: false, code: 'SESSION_EXPIRED' };
    }
    if (row.revoked_at !== null) return { ok: false, code: 'SESSION_REVOKED' };
    if (row.used_at === null) {
      await this.sessions.markUsed(row.id, trx);
    } else if (now - row.used_at.getTime() > this.config.auth.refreshReuseGraceSeconds * 1000) {
      // A spent refresh token came back: it was copied. End the whole family.
      await this.sessions.revoke(row.session_id, 'refresh_token_reuse', trx);
      return { ok: false, code: 'SESSION_REVOKED' };
    }
    // Within the grace a second tab refreshing with the same token gets its own valid pair.
    await this.sessions.touch(
      row.session_id,
      this.deadline(row.session_created_at, new Date(now)),
      trx,
    );
    return { ok: true, tokens: await this.mint(row.session_id, trx), userId: row.user_id };
  }

  /** Within both the idle timeout (since last use) and the absolute lifetime (since opening). */
  private isLive(createdAt: Date, lastSeenAt: Date): boolean {
    return this.deadline(createdAt, lastSeenAt).getTime() > Date.now();
  }

  /** When a session opened at `createdAt` and last used at `lastSeenAt` ends. */
  private deadline(createdAt: Date, lastSeenAt: Date): Date {
    const { sessionIdleTimeoutMs, sessionAbsoluteTimeoutMs } = this.config.auth;
    return new Date(
      Math.min(
        lastSeenAt.getTime() + sessionIdleTimeoutMs,
        createdAt.getTime() + sessionAbsoluteTimeoutMs,
      ),
    );
  }

  private async mint(sessionId: string, db?: Kysely<Database>): Promise<StoredSession> {
    const accessToken = newToken();
    const refreshToken = newToken();
    const accessExpiresAt = new Date(Date.now() + this.config.auth.accessTokenTtlSeconds * 1000);
    await this.sessions.insertTokens(
      {
        sessionId,
        accessHash: hashToken(accessToken),
        accessExpiresAt,
        refreshHash: hashToken(refreshToken),
      },
      db,
    );
    return {
      access_token: accessToken,
      refresh_token: refreshToken,
      token_type: 'bearer',
      expires_in: this.config.auth.accessTokenTtlSeconds,
      expires_at: Math.floor(accessExpiresAt.getTime() / 1000),
    };
  }
}
