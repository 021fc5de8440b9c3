import { useEffect } from 'react';

import { watchSession, whenIdle } from './session-watch';

/**
 * Loads the session module on the pages that do not import it themselves, when it has work to do
 * (app/session-watch.ts): at idle with a session stored, otherwise when another tab speaks.
 */
export function SessionBridge() {
  useEffect(() => watchSession({ load: () => import('@/lib/auth/auth-store'), whenIdle }), []);
  return null;
}
