import { signOut as signOutEndpoint } from '@tickrelay/contracts/endpoints/auth.endpoints';
import { useCallback } from 'react';

import { sessionClient } from '@/lib/auth/auth-store';

import { ApiError, type RequestOptions } from '../api-client';
import { callEndpoint } from '../call-endpoint';
import { useEndpoint } from '../use-endpoint';

/** POST /api/auth/signout; a session that had already ended counts as success. */
export async function signOut(_input?: void, options?: RequestOptions): Promise<void> {
  try {
    await callEndpoint(signOutEndpoint, {}, options);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
}

/**
 * Ends the session on the server and tells the other tabs. This tab's store is left to the caller,
 * which leaves the members' pages first and then calls authStore.setUser(null) (otherwise their
 * guard would send it to the sign-in page).
 */
export function useSignOut(): () => Promise<void> {
  const send = useEndpoint(signOut);
  return useCallback(async () => {
    await send();
    sessionClient.signedOut({ updateStore: false });
  }, [send]);
}
