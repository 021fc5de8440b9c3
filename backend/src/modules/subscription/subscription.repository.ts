import { Injectable } from '@nestjs/common';

import { DatabaseService } from '@/database/database.service';

import type { SubscriptionRenewalRow } from './subscription-renewals.table';

@Injectable()
export class SubscriptionRepository {
  constructor(private readonly database: DatabaseService) {}

  recordRenewal(values: {
    userId: string;
    recaptchaScore: number;
    clientIp: string | null;
  }): Promise<SubscriptionRenewalRow> {
    return this.database.db
      .insertInto('subscription_renewals')
      .values({
        user_id: values.userId,
        status: 'pending_payment',
        recaptcha_score: values.recaptchaScore,
        client_ip: values.clientIp,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
