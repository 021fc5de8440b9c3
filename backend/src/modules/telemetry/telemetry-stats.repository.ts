import { Injectable } from '@nestjs/common';
import type { TelemetryEventType } from '@tickrelay/contracts/telemetry/telemetry-event.schema';
import { sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';

export interface TypeCountRow {
  event_type: TelemetryEventType;
  count: number;
}

export interface DayTypeCountRow extends TypeCountRow {
  day: string;
}

export interface PageCountRow {
  page_path: string;
  views: number;
}

export interface ErrorRow {
  event_id: string;
  received_at: Date;
  event_name: string;
  error_message: string | null;
  page_path: string;
  browser_name: string;
  os_name: string;
}

/** Read-only queries for the operators' stats; every one is bounded by `since` (partition pruning). */
@Injectable()
export class TelemetryStatsRepository {
  constructor(private readonly database: DatabaseService) {}

  async countsByDayAndType(since: Date): Promise<DayTypeCountRow[]> {
    const { rows } = await sql<DayTypeCountRow>`
      select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD') as day, event_type,
             count(*)::int as count
      from telemetry_events
      where received_at >= ${since}
      group by 1, 2
      order by 1, 2
    `.execute(this.database.db);
    return rows;
  }

  async topPages(since: Date, limit: number): Promise<PageCountRow[]> {
    const { rows } = await sql<PageCountRow>`
      select page_path, count(*)::int as views
      from telemetry_events
      where received_at >= ${since} and event_type = 'page_view'
      group by page_path
      order by views desc, page_path
      limit ${limit}
    `.execute(this.database.db);
    return rows;
  }

  async recentErrors(since: Date, limit: number): Promise<ErrorRow[]> {
    const { rows } = await sql<ErrorRow>`
      select event_id, received_at, event_name, error_message, page_path, browser_name, os_name
      from telemetry_events
      where received_at >= ${since} and event_type = 'error'
      order by received_at desc, event_id
      limit ${limit}
    `.execute(this.database.db);
    return rows;
  }
}
