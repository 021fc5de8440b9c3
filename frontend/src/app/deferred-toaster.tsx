import { lazy, Suspense, useEffect, useState } from 'react';

// react-hot-toast's Toaster (and its CSS-in-JS engine) is not needed to paint a page: it loads on
// the first interaction, or a few seconds after start. Toasts fired before that wait in the
// library's store and show as soon as it mounts.
const AppToaster = lazy(() =>
  import('./app-toaster').then((module) => ({ default: module.AppToaster })),
);

export const TOASTER_IDLE_DELAY_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

export function DeferredToaster() {
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (ready) return;
    const mount = () => setReady(true);
    const timer = window.setTimeout(mount, TOASTER_IDLE_DELAY_MS);
    INTERACTIONS.forEach((type) =>
      window.addEventListener(type, mount, { once: true, passive: true }),
    );
    return () => {
      window.clearTimeout(timer);
      INTERACTIONS.forEach((type) => window.removeEventListener(type, mount));
    };
  }, [ready]);

  return ready ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
