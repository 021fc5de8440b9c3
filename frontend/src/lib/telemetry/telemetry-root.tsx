import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { marketing } from './marketing';
import { startTelemetry, trackPageView } from './telemetry';

/**
 * Mounted once inside the router: starts telemetry and the configured tags, and records a page view
 * and an ad conversion for the first page and for every later change of path.
 */
export function TelemetryRoot() {
  const { pathname } = useLocation();
  // A ref, not the effect's dependency alone: StrictMode runs effects twice for the same path.
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    startTelemetry();
    marketing.start();
  }, []);

  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    trackPageView();
    marketing.conversion();
  }, [pathname]);

  return null;
}
