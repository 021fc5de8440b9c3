import { Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';
import { DatabaseService } from '@/database/database.service';

/**
 * `destinations.json` of "your data": the member's destinations as the destinations page shows
 * them (`target` holds no secret) and every relay of their deliveries. Never the sealed secret
 * (a signing key, a Discord webhook URL with its token), the Telegram start code or its hash.
 */
@Injectable()
@DataExportSectionProvider()
export class DestinationsDataExportSection implements DataExportSection {
  readonly name = 'destinations';

  constructor(private readonly database: DatabaseService) {}

  async collect(memberId: string): Promise<unknown> {
    const db = this.database.db;
    const destinations = await db
      .selectFrom('destinations')
      .select([
        'id',
        'kind',
        'label',
        'target',
        'linked_at',
        'notify_failures',
        'last_status',
        'last_code',
        'last_at',
        'created_at',
        'updated_at',
      ])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .execute();
    const relays = await db
      .selectFrom('delivery_relays')
      .select([
        'delivery_id',
        'received_at',
        'destination_id',
        'kind',
        'label',
        'status',
        'attempts',
        'code',
        'http_status',
        'created_at',
        'updated_at',
      ])
      .where('member_id', '=', memberId)
      .orderBy('received_at')
      .orderBy('destination_id')
      .execute();
    return { destinations, relays };
  }
}
