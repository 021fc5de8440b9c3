import { Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';

import { browserLabel } from './browser-label';
import { SecurityLogRepository } from './security-log.repository';

/**
 * `security-log.json` of "your data": every event of the member's security log (oldest first,
 * with the address and user agent it came from) and their time zone. Never the "this wasn't me"
 * links (only their hashes are kept, and they are tokens).
 */
@Injectable()
@DataExportSectionProvider()
export class SecurityLogDataExportSection implements DataExportSection {
  readonly name = 'security-log';

  constructor(private readonly repository: SecurityLogRepository) {}

  async collect(memberId: string): Promise<unknown> {
    const events = await this.repository.everyEventOf(memberId);
    return {
      timeZone: (await this.repository.timeZoneOf(memberId)) ?? null,
      events: events.map((row) => ({
        kind: row.kind,
        at: row.occurred_at,
        ip: row.ip,
        browser: browserLabel(row.user_agent),
        userAgent: row.user_agent,
        details: row.details,
      })),
    };
  }
}
