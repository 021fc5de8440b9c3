import { Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';
import { DatabaseService } from '@/database/database.service';

/**
 * `deliveries.json` of "your data": the member's deliveries log (every partition still kept),
 * each alert as received with what became of it and its execution (`broker_result`), and the
 * paper account's state. Relays are in `destinations.json`, orders in `brokers.json`.
 */
@Injectable()
@DataExportSectionProvider()
export class DeliveriesDataExportSection implements DataExportSection {
  readonly name = 'deliveries';

  constructor(private readonly database: DatabaseService) {}

  async collect(memberId: string): Promise<unknown> {
    const db = this.database.db;
    const deliveries = await db
      .selectFrom('deliveries')
      .select([
        'delivery_id',
        'received_at',
        'processed_at',
        'webhook_id',
        'source_address',
        'content_type',
        'status',
        'code',
        'field',
        'action',
        'ticker',
        'quantity',
        'alert_id',
        'test',
        'ack_latency_ms',
        'executed_latency_ms',
        'executed_on',
        'broker_result',
        'raw_body',
        'raw_body_truncated',
      ])
      .where('member_id', '=', memberId)
      .orderBy('received_at')
      .orderBy('delivery_id')
      .execute();
    const paper = await db
      .selectFrom('paper_accounts')
      .select(['state', 'created_at', 'updated_at'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    return { deliveries, paperAccount: paper ?? null };
  }
}
