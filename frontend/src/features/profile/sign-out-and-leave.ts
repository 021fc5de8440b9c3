import { useNavigate } from 'react-router';

import { authStore, sessionClient } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

/**
 * After the session ended on the server (current session ended, account deleted): tell the other
 * tabs, leave the members' pages, then become a visitor here. In the other order the auth guard
 * would send this tab to the sign-in page first.
 */
export function useSignOutAndLeave(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const { localePath } = useI18n();
  return async (to) => {
    sessionClient.signedOut({ updateStore: false });
    await navigate(localePath(to), { replace: true });
    authStore.setUser(null);
  };
}
