import { Injectable } from '@nestjs/common';
import type {
  CountsByType,
  TelemetryStats,
} from '@tickrelay/contracts/endpoints/telemetry.endpoints';
import { TELEMETRY_EVENT_TYPES } from '@tickrelay/contracts/telemetry/telemetry-event.schema';

import { addDays, utcDay } from './telemetry-partitions';
import { TelemetryStatsRepository } from './telemetry-stats.repository';

export const TOP_PAGES = 10;
export const RECENT_ERRORS = 20;

const zeroCounts = (): CountsByType =>
  Object.fromEntries(TELEMETRY_EVENT_TYPES.map((type) => [type, 0])) as CountsByType;

@Injectable()
export class TelemetryStatsService {
  constructor(private readonly repository: TelemetryStatsRepository) {}

  async stats(days: number, now = new Date()): Promise<TelemetryStats> {
    const since = addDays(utcDay(now), 1 - days);
    const [counts, pages, errors] = await Promise.all([
      this.repository.countsByDayAndType(since),
      this.repository.topPages(since, TOP_PAGES),
      this.repository.recentErrors(since, RECENT_ERRORS),
    ]);

    // Every day of the window is listed, empty ones included, so charts need no gap filling.
    const byDay = Array.from({ length: days }, (_, index) => ({
      day: addDays(since, index).toISOString().slice(0, 10),
      total: 0,
      byType: zeroCounts(),
    }));
    const dayIndex = new Map(byDay.map((entry, index) => [entry.day, index]));
    const byType = zeroCounts();
    let total = 0;
    for (const row of counts) {
      const entry = byDay[dayIndex.get(row.day) ?? -1];
      if (entry) {
        entry.byType[row.event_type] += row.count;
        entry.total += row.count;
      }
      byType[row.event_type] += row.count;
      total += row.count;
    }

    return {
      from: since.toISOString().slice(0, 10),
      days,
      total,
      byType,
      byDay,
      topPages: pages.map((row) => ({ pagePath: row.page_path, views: row.views })),
      recentErrors: errors.map((row) => ({
        eventId: row.event_id,
        receivedAt: row.received_at.toISOString(),
        eventName: row.event_name,
        errorMessage: row.error_message,
        pagePath: row.page_path,
        browserName: row.browser_name,
        osName: row.os_name,
      })),
    };
  }
}
