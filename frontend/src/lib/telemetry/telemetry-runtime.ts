// The lazily loaded half of telemetry: loaded only when the runtime setting enables it.
import { authStore } from '@/lib/guards/auth-store';

import { installClickTracking, type ClickRecord } from './click-tracking';
import { createTelemetryClient, type TelemetryClient } from './telemetry-client';

export function startTelemetryRuntime(onClick: (record: ClickRecord) => void): TelemetryClient {
  // Read, never fetched here: public pages do not ask for the session just to label events.
  const client = createTelemetryClient({ getUserId: () => authStore.getState().user?.id });
  installClickTracking(onClick);
  return client;
}
