import { Inject, Injectable } from '@nestjs/common';

import {
  type DataExportSection,
  DataExportSectionProvider,
} from '@/common/data-export/data-export-section.port';
import { DatabaseService } from '@/database/database.service';

import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.port';

/**
 * `subscription.json` of "your data": the billing identities we keep (address, name, language),
 * subscriptions with their history, checkouts, and the invoices from the provider without their
 * links (a provider's hosted invoice URL carries an access token of its own).
 */
@Injectable()
@DataExportSectionProvider()
export class BillingDataExportSection implements DataExportSection {
  readonly name = 'subscription';

  constructor(
    private readonly database: DatabaseService,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  async collect(memberId: string): Promise<unknown> {
    const db = this.database.db;
    const customers = await db
      .selectFrom('billing_customers')
      .select([
        'provider',
        'customer_id',
        'email',
        'display_name',
        'locale',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', memberId)
      .orderBy('created_at')
      .execute();
    const subscriptions = await db
      .selectFrom('subscriptions')
      .select([
        'id',
        'provider',
        'status',
        'plan',
        'currency',
        'amount',
        'trial_end',
        'current_period_end',
        'cancel_at_period_end',
        'past_due_since',
        'ended_at',
        'created_at',
        'updated_at',
      ])
      .where('user_id', '=', memberId)
      .orderBy('created_at')
      .execute();
    const history = await db
      .selectFrom('subscription_history')
      .select(['subscription_id', 'from_status', 'to_status', 'plan', 'cause', 'at'])
      .where('user_id', '=', memberId)
      .orderBy('at')
      .orderBy('id')
      .execute();
    const checkouts = await db
      .selectFrom('checkouts')
      .select([
        'id',
        'provider',
        'plan',
        'currency',
        'amount',
        'trial_days',
        'status',
        'created_at',
      ])
      .where('user_id', '=', memberId)
      .orderBy('created_at')
      .execute();
    const invoices = [];
    for (const customer of customers) {
      if (customer.provider !== this.provider.name || customer.customer_id.startsWith('pending:')) {
        continue;
      }
      for (const invoice of await this.provider.listInvoices(customer.customer_id)) {
        const { id, number, status, amount, currency, createdAt } = invoice;
        invoices.push({ id, number, status, amount, currency, createdAt });
      }
    }
    return {
      customers: customers.map(({ customer_id: _id, ...customer }) => customer),
      subscriptions,
      history,
      checkouts,
      invoices,
    };
  }
}
