import { useEffect } from 'react';

/**
 * Starts the session module (cross-tab session events, password-recovery reactions) on every page
 * once the first paint is done, so public pages react to sign-in/out elsewhere without paying for
 * it in the first chunk.
 */
export function SessionBridge() {
  useEffect(() => {
    const start = () => void import('@/lib/auth/auth-store');
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(start, { timeout: 3000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 1500);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
