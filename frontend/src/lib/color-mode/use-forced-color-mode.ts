import { useLayoutEffect } from 'react';

import { useColorModeStore } from './color-mode-context';

/**
 * Shows the page in `mode` while it is mounted, whatever the visitor's preference; navigating to
 * a page without it restores the preference. Forcing 'system' is refused with a console warning.
 */
export function useForcedColorMode(mode: 'light' | 'dark' | (string & {})): void {
  const store = useColorModeStore();
  // Layout effect: the forced theme is in place before the page is first painted.
  useLayoutEffect(() => store.force(mode), [store, mode]);
}
