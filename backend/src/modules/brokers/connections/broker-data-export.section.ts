import { Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';
import { DatabaseService } from '@/database/database.service';

/**
 * `brokers.json` of "your data": where the member's alerts are executed, their broker connection
 * as the accounts page shows it, and the broker audit (every order and action, with its cause).
 * Never the sealed credentials (password, app secret), the cached access token or the device id.
 */
@Injectable()
@DataExportSectionProvider()
export class BrokerDataExportSection implements DataExportSection {
  readonly name = 'brokers';

  constructor(private readonly database: DatabaseService) {}

  async collect(memberId: string): Promise<unknown> {
    const db = this.database.db;
    const settings = await db
      .selectFrom('broker_settings')
      .select(['execution_target', 'updated_at'])
      .where('member_id', '=', memberId)
      .executeTakeFirst();
    const connections = await db
      .selectFrom('broker_connections')
      .select([
        'connection_id',
        'broker',
        'environment',
        'username',
        'app_id',
        'app_version',
        'account_id',
        'account_name',
        'accounts',
        'status',
        'last_error_code',
        'last_checked_at',
        'created_at',
        'updated_at',
      ])
      .where('member_id', '=', memberId)
      .execute();
    const audit = await db
      .selectFrom('broker_audit')
      .select([
        'id',
        'at',
        'broker',
        'environment',
        'account_name',
        'action',
        'trigger',
        'delivery_id',
        'contract',
        'side',
        'quantity',
        'price',
        'order_type',
        'order_id',
        'code',
        'reason',
      ])
      .where('member_id', '=', memberId)
      .orderBy('seq')
      .execute();
    return { settings: settings ?? null, connections, audit };
  }
}
