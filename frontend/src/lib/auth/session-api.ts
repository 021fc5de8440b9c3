import { api, ApiError } from '@/lib/api-client';

import type { SessionInfo, SessionUser } from './session-types';

interface SessionBody {
  user?: SessionUser | null;
  expiresAt?: string | null;
}

const toInfo = (body: SessionBody | null | undefined): SessionInfo | null =>
  body?.user ? { user: body.user, expiresAt: body.expiresAt ?? null } : null;

/** GET /api/auth/session: the member's session, or null for a visitor (401, or 404 before the API has it). */
export async function fetchSessionInfo(): Promise<SessionInfo | null> {
  try {
    return toInfo(await api.get<SessionBody | null>('/api/auth/session'));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

/** POST /api/auth/refresh: rotates the refresh token. Never itself refreshed-and-retried. */
export async function requestSessionRefresh(): Promise<SessionInfo> {
  const info = toInfo(
    await api.post<SessionBody>('/api/auth/refresh', undefined, { skipSessionRefresh: true }),
  );
  if (!info) throw new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: 'No session' });
  return info;
}

/** A refresh that failed because the session no longer exists (as opposed to a network failure). */
export const isSessionGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
