// GET /api/auth/session: who is signed in. Driven by the session store (lib/auth/auth-store.ts);
// pages read the session with useSession(), not with this call.
import { getSession } from '@tickrelay/contracts/endpoints/auth.endpoints';

import type { SessionInfo } from '@/lib/auth/session-types';

import { ApiError, type RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';

/** The member's session, or null for a visitor (401, or 404 before the API has the route). */
export async function fetchSessionInfo(
  _input?: void,
  options?: RequestOptions,
): Promise<SessionInfo | null> {
  try {
    const body = await callEndpoint(getSession, {}, options);
    return body?.user ? { user: body.user, expiresAt: body.expiresAt ?? null } : null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}
