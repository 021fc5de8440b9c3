import { Outlet, ScrollRestoration } from 'react-router';

import { ConsentRoot } from '@/components/consent/consent-root';
import { LoadingBar } from '@/components/loading-bar/loading-bar';
import { OnlineStatusBanner } from '@/components/online-status/online-status-banner';
import { ThemeSelector } from '@/components/theme-selector/theme-selector';
import { ColorModeProvider } from '@/lib/color-mode/color-mode-context';
import { I18nProvider } from '@/lib/i18n/i18n-context';
import { TelemetryRoot } from '@/lib/telemetry/telemetry-root';
import { GlobalStyle } from '@/lib/theme/global-style';

import { DeferredToaster } from './deferred-toaster';
import { NavigationProgress } from './navigation-progress';
import { SessionBridge } from './session-bridge';

/**
 * The root layout of the spec: the page area, the loading bar, the toast area and the fixed
 * theme selector at the bottom right (plus the offline notice).
 */
export function RootShell() {
  return (
    <I18nProvider>
      <ColorModeProvider>
        <GlobalStyle />
        <LoadingBar />
        <NavigationProgress />
        <Outlet />
        <DeferredToaster />
        <OnlineStatusBanner />
        <ThemeSelector />
        <ScrollRestoration />
        <TelemetryRoot />
        <ConsentRoot />
        <SessionBridge />
      </ColorModeProvider>
    </I18nProvider>
  );
}
