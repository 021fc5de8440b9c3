import { Injectable } from '@nestjs/common';
import type { PaymentProviderName } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';
import { type Insertable, type Kysely, sql } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type {
  BillingCustomerRow,
  SubscriptionHistoryTable,
  SubscriptionRow,
  SubscriptionsTable,
} from './billing.tables';

export type Db = Kysely<Database>;
type SubscriptionValues = Omit<Insertable<SubscriptionsTable>, 'id' | 'created_at' | 'updated_at'>;
type HistoryValues = Omit<Insertable<SubscriptionHistoryTable>, 'id' | 'at'>;

/** Customers, subscriptions, their history and the applied provider events. */
@Injectable()
export class BillingRepository {
  constructor(private readonly database: DatabaseService) {}

  get db(): Db {
    return this.database.db;
  }

  /** Runs `work` in one transaction: an event's record and its effect commit together. */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(work);
  }

  /**
   * Serialises changes to one thing for the rest of the transaction: a provider subscription
   * (`sub:…`, taken first: its read-back and write happen in order) or a member (`member:…`).
   */
  async lock(key: string, trx: Db): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${key}`}, 0))`.execute(trx);
  }

  customerOf(
    userId: string,
    provider: PaymentProviderName,
    db: Db = this.db,
  ): Promise<BillingCustomerRow | undefined> {
    return db
      .selectFrom('billing_customers')
      .selectAll()
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .executeTakeFirst();
  }

  customerById(
    provider: PaymentProviderName,
    customerId: string,
    db: Db = this.db,
  ): Promise<BillingCustomerRow | undefined> {
    return db
      .selectFrom('billing_customers')
      .selectAll()
      .where('provider', '=', provider)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** The member's details as of the latest checkout; the customer id once the provider gave one. */
  async saveCustomer(
    values: {
      userId: string;
      provider: PaymentProviderName;
      customerId: string | null;
      email: string;
      displayName: string;
      locale: Locale;
    },
    db: Db = this.db,
  ): Promise<void> {
    const details = {
      email: values.email,
      display_name: values.displayName,
      locale: values.locale,
      updated_at: new Date(),
    };
    await db
      .insertInto('billing_customers')
      .values({
        user_id: values.userId,
        provider: values.provider,
        // A placeholder until the provider names the customer (checkout completed).
        customer_id: values.customerId ?? `pending:${values.userId}`,
        ...details,
      })
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'provider'])
          .doUpdateSet(
            values.customerId ? { ...details, customer_id: values.customerId } : details,
          ),
      )
      .execute();
  }

  /** The member's customer rows (address, name, language), at every provider. */
  async deleteCustomers(userId: string, db: Db = this.db): Promise<void> {
    await db.deleteFrom('billing_customers').where('user_id', '=', userId).execute();
  }

  async setCustomerId(
    userId: string,
    provider: PaymentProviderName,
    customerId: string,
    db: Db,
  ): Promise<void> {
    await db
      .updateTable('billing_customers')
      .set({ customer_id: customerId, updated_at: new Date() })
      .where('user_id', '=', userId)
      .where('provider', '=', provider)
      .execute();
  }

  subscriptionOf(userId: string, db: Db = this.db): Promise<SubscriptionRow | undefined> {
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  /** The current rows of these members (the webhook cache's warm-up reads a page at a time). */
  subscriptionsOf(userIds: readonly string[], db: Db = this.db): Promise<SubscriptionRow[]> {
    if (userIds.length === 0) return Promise.resolve([]);
    return db.selectFrom('subscriptions').selectAll().where('user_id', 'in', userIds).execute();
  }

  subscriptionByProviderId(
    provider: PaymentProviderName,
    providerSubscriptionId: string,
    db: Db = this.db,
  ): Promise<SubscriptionRow | undefined> {
    return db
      .selectFrom('subscriptions')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_subscription_id', '=', providerSubscriptionId)
      .executeTakeFirst();
  }

  /** Writes the member's one current row (a new subscription takes the row over). */
  saveSubscription(values: SubscriptionValues, db: Db): Promise<SubscriptionRow> {
    const { user_id: _userId, ...changes } = values;
    return db
      .insertInto('subscriptions')
      .values(values)
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ ...changes, updated_at: new Date() }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async appendHistory(values: HistoryValues, db: Db): Promise<void> {
    await db.insertInto('subscription_history').values(values).execute();
  }

  async markTrialReminder(id: string, trialEnd: Date, db: Db): Promise<void> {
    await db
      .updateTable('subscriptions')
      .set({ trial_reminder_sent_for: trialEnd })
      .where('id', '=', id)
      .execute();
  }

  /** Records a provider event; false when it was recorded before (a redelivery). */
  async recordEvent(
    provider: PaymentProviderName,
    eventId: string,
    type: string,
    db: Db,
  ): Promise<boolean> {
    const inserted = await db
      .insertInto('payment_events')
      .values({ provider, event_id: eventId, type })
      .onConflict((conflict) => conflict.columns(['provider', 'event_id']).doNothing())
      .returning('event_id')
      .executeTakeFirst();
    return inserted !== undefined;
  }

  async hasEvent(provider: PaymentProviderName, eventId: string): Promise<boolean> {
    const found = await this.db
      .selectFrom('payment_events')
      .select('event_id')
      .where('provider', '=', provider)
      .where('event_id', '=', eventId)
      .executeTakeFirst();
    return found !== undefined;
  }

  /** Rows the daily expiry job looks at (it decides per row, see expiryAction). */
  expiryCandidates(): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('status', 'in', ['canceled', 'past_due', 'trialing'])
      .execute();
  }

  /** Trials ending before `until` whose reminder was not sent for this trial end. */
  trialsEndingBefore(now: Date, until: Date): Promise<SubscriptionRow[]> {
    return this.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('status', '=', 'trialing')
      .where('cancel_at_period_end', '=', false)
      .where('trial_end', '>', now)
      .where('trial_end', '<=', until)
      .where((eb) =>
        eb.or([
          eb('trial_reminder_sent_for', 'is', null),
          eb('trial_reminder_sent_for', '<>', eb.ref('trial_end')),
        ]),
      )
      .execute();
  }
}
