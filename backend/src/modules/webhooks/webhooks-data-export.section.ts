import { Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';
import { DatabaseService } from '@/database/database.service';

/**
 * `webhooks.json` of "your data": each generation of the member's webhook URL and its settings,
 * never the URL itself nor its token (sealed or hashed): the webhook page shows the current one.
 */
@Injectable()
@DataExportSectionProvider()
export class WebhooksDataExportSection implements DataExportSection {
  readonly name = 'webhooks';

  constructor(private readonly database: DatabaseService) {}

  async collect(memberId: string): Promise<unknown> {
    const urls = await this.database.db
      .selectFrom('webhooks')
      .select([
        'id',
        'created_at',
        'revoked_at',
        'valid_until',
        'allowlist_enabled',
        'default_max_lag_seconds',
        'paused',
        'updated_at',
      ])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .execute();
    return { urls };
  }
}
