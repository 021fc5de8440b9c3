// POST /api/auth/refresh: rotates the refresh token. Called by the session client on 401
// TOKEN_EXPIRED (lib/auth/auth-store.ts), never by a page.
import { refreshSession } from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { SessionInfo } from '@/lib/auth/session-types';

import { ApiError } from '../api-client';
import { callEndpoint } from '../call-endpoint';

/** Never itself refreshed-and-retried. */
export async function requestSessionRefresh(): Promise<SessionInfo> {
  const body = await callEndpoint(refreshSession, {}, { skipSessionRefresh: true });
  if (!body?.user) {
    throw new ApiError({ status: 401, code: 'SESSION_EXPIRED', message: 'No session' });
  }
  return { user: body.user, expiresAt: body.expiresAt ?? null };
}

/** A refresh that failed because the session no longer exists (as opposed to a network failure). */
export const isSessionGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 401;
