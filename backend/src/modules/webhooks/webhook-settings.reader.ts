import { Injectable } from '@nestjs/common';
import { WEBHOOK_LIMITS } from '@tickrelay/contracts/webhooks/deliveries';

import { DatabaseService } from '@/database/database.service';

/** What the alert pipeline needs of a member's webhook settings, as they are now. */
export interface WebhookSettings {
  /** The kill switch: alerts are logged as paused, not executed. */
  paused: boolean;
  /** Seconds, for alerts without max_lag. */
  defaultMaxLagSeconds: number;
  /** Only TradingView's addresses may call the URL (the receiver already applied it). */
  allowlistEnabled: boolean;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  paused: false,
  defaultMaxLagSeconds: WEBHOOK_LIMITS.maxLagSecondsDefault,
  allowlistEnabled: false,
};

/** Reads a member's settings from their current webhook row (the worker's side; Postgres). */
@Injectable()
export class WebhookSettingsReader {
  constructor(private readonly database: DatabaseService) {}

  async settingsOf(memberId: string): Promise<WebhookSettings> {
    const row = await this.database.db
      .selectFrom('webhooks')
      .select(['paused', 'default_max_lag_seconds', 'allowlist_enabled'])
      .where('member_id', '=', memberId)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (!row) return DEFAULT_WEBHOOK_SETTINGS;
    return {
      paused: row.paused,
      defaultMaxLagSeconds: row.default_max_lag_seconds,
      allowlistEnabled: row.allowlist_enabled,
    };
  }
}
