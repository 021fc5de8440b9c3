import { useEffect } from 'react';
import { useNavigation } from 'react-router';

import { loadingIndicator, type LoadingIndicator } from '@/lib/loading-indicator';

/**
 * Drives the loading bar from the router: start when a navigation begins (lazy chunks, loaders),
 * finish when the router is idle again. Lazy-load failures call error() (see router.tsx).
 */
export function NavigationProgress({
  indicator = loadingIndicator,
}: {
  indicator?: LoadingIndicator;
}) {
  const { state } = useNavigation();

  useEffect(() => {
    if (state === 'idle') indicator.finish();
    else indicator.start();
  }, [state, indicator]);

  return null;
}
