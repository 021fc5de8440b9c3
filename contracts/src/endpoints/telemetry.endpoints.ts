// Usage telemetry: the browser's batches (a hot route answered ahead of Nest) and the operators'
// statistics.
import type { Locale } from '../locales';
import type { TelemetryBatch, TelemetryEventType } from '../telemetry/telemetry-event.schema';
import { endpoint } from './endpoint';

export interface BatchAccepted {
  /** Number of events queued. */
  accepted: number;
}

/** Sent as JSON, or as text/plain by navigator.sendBeacon; 202 once the batch is queued. */
export const sendTelemetryBatch = endpoint<{ body: TelemetryBatch; response: BatchAccepted }>()({
  method: 'POST',
  path: '/api/telemetry/batch',
  status: 202,
});

export const MAX_STATS_DAYS = 90;
export const DEFAULT_STATS_DAYS = 7;

export interface TelemetryStatsQuery {
  /** UTC days counted, today included: 1 to MAX_STATS_DAYS, DEFAULT_STATS_DAYS when left out. */
  days?: number;
  /** The error language switch every route accepts. */
  lang?: Locale;
}

export type CountsByType = Record<TelemetryEventType, number>;

export interface TelemetryStats {
  /** First UTC day counted (inclusive, YYYY-MM-DD) and the number of days up to today. */
  from: string;
  days: number;
  total: number;
  byType: CountsByType;
  /** Every day of the window, empty ones included. */
  byDay: { day: string; total: number; byType: CountsByType }[];
  topPages: { pagePath: string; views: number }[];
  recentErrors: {
    eventId: string;
    receivedAt: string;
    eventName: string;
    errorMessage: string | null;
    pagePath: string;
    browserName: string;
    osName: string;
  }[];
}

/** Operators only: `Authorization: Bearer <TELEMETRY_OPERATOR_TOKEN>`; 404 when no token is set. */
export const getTelemetryStats = endpoint<{
  query: TelemetryStatsQuery;
  response: TelemetryStats;
}>()({
  method: 'GET',
  path: '/api/telemetry/stats',
  status: 200,
});
