// The lazily loaded half of telemetry: loaded only when the runtime setting enables it.
import { storedUserId } from '@/lib/auth/stored-session';

import { installClickTracking, type ClickRecord } from './click-tracking';
import { createTelemetryClient, type TelemetryClient } from './telemetry-client';

export function startTelemetryRuntime(onClick: (record: ClickRecord) => void): TelemetryClient {
  const client = createTelemetryClient({ getUserId: () => storedUserId() });
  installClickTracking(onClick);
  return client;
}
