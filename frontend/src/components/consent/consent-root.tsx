// Mounted once in the root shell. Tiny on purpose: the banner's code is a separate chunk, fetched
// only when a third-party tag is configured and the visitor has no valid choice yet (or opened
// "Cookie settings"). Nothing configured: nothing more is ever downloaded.
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import {
  getConsentState,
  getServerConsentState,
  subscribeToConsent,
} from '@/lib/consent/consent-store';
import { isMarketingConfigured } from '@/lib/telemetry/marketing';

const ConsentBanner = lazy(() => import('./consent-banner'));

export function ConsentRoot({ configured = isMarketingConfigured() }: { configured?: boolean }) {
  const state = useSyncExternalStore(subscribeToConsent, getConsentState, getServerConsentState);
  // After hydration only: the prerendered HTML knows neither the runtime config nor the choice.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  if (!hydrated || !configured) return null;
  if (state.choice && !state.settingsOpen) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner state={state} />
    </Suspense>
  );
}
