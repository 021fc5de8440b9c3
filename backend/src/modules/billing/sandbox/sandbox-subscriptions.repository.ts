import { Injectable } from '@nestjs/common';
import { sql, type Updateable } from 'kysely';

import type { Db } from './sandbox.repository';
import { SandboxRepository } from './sandbox.repository';
import type {
  SandboxInvoice,
  SandboxInvoicesTable,
  SandboxSubscription,
  SandboxSubscriptionsTable,
} from './sandbox.tables';

type NewSubscription = Omit<
  SandboxSubscription,
  'created_at' | 'updated_at' | 'cancel_at_period_end' | 'trial_will_end_sent'
>;
type NewInvoice = Omit<SandboxInvoice, 'number' | 'attempt_count'> & { attempt_count: number };

/** The sandbox's subscriptions and invoices. */
@Injectable()
export class SandboxSubscriptionsRepository {
  constructor(private readonly base: SandboxRepository) {}

  private get db(): Db {
    return this.base.db;
  }

  async insertSubscription(trx: Db, values: NewSubscription): Promise<void> {
    await trx.insertInto('sandbox_subscriptions').values(values).execute();
  }

  findSubscription(id: string, db: Db = this.db): Promise<SandboxSubscription | undefined> {
    return db
      .selectFrom('sandbox_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  lockSubscription(trx: Db, id: string): Promise<SandboxSubscription | undefined> {
    return trx
      .selectFrom('sandbox_subscriptions')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async updateSubscription(
    trx: Db,
    id: string,
    patch: Updateable<SandboxSubscriptionsTable>,
  ): Promise<void> {
    await trx
      .updateTable('sandbox_subscriptions')
      .set({ ...patch, updated_at: sql<Date>`now()` })
      .where('id', '=', id)
      .execute();
  }

  /** Newest first. */
  subscriptionsOfCustomer(customerId: string): Promise<SandboxSubscription[]> {
    return this.db
      .selectFrom('sandbox_subscriptions')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .execute();
  }

  /**
   * Subscriptions the cycle has something to do for at `now`, locked, others skipped: a period
   * (or trial) that ended, a trial ending within `trialNoticeMs`, a failed payment to retry.
   */
  dueSubscriptions(
    trx: Db,
    now: Date,
    trialNoticeMs: number,
    limit: number,
  ): Promise<SandboxSubscription[]> {
    const noticeBy = new Date(now.getTime() + trialNoticeMs);
    return trx
      .selectFrom('sandbox_subscriptions')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb.and([eb('status', 'in', ['trialing', 'active']), eb('current_period_end', '<=', now)]),
          eb.and([
            eb('status', '=', 'trialing'),
            eb('trial_will_end_sent', '=', false),
            eb('cancel_at_period_end', '=', false),
            eb('trial_end', '<=', noticeBy),
          ]),
          eb.and([eb('status', '=', 'past_due'), eb('next_retry_at', '<=', now)]),
        ]),
      )
      .orderBy('current_period_end')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  async insertInvoice(trx: Db, values: NewInvoice): Promise<SandboxInvoice> {
    return trx
      .insertInto('sandbox_invoices')
      .values({
        ...values,
        number: sql<string>`'SB-' || lpad(nextval('sandbox_invoice_numbers')::text, 6, '0')`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async updateInvoice(trx: Db, id: string, patch: Updateable<SandboxInvoicesTable>): Promise<void> {
    await trx.updateTable('sandbox_invoices').set(patch).where('id', '=', id).execute();
  }

  findInvoice(id: string, db: Db = this.db): Promise<SandboxInvoice | undefined> {
    return db.selectFrom('sandbox_invoices').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The subscription's unpaid invoice, if any (past_due: the one retries and the fix link pay). */
  openInvoiceOf(trx: Db, subscriptionId: string): Promise<SandboxInvoice | undefined> {
    return trx
      .selectFrom('sandbox_invoices')
      .selectAll()
      .where('subscription_id', '=', subscriptionId)
      .where('status', '=', 'open')
      .orderBy('created_at', 'desc')
      .forUpdate()
      .executeTakeFirst();
  }

  invoicesOfCustomer(customerId: string, limit = 100): Promise<SandboxInvoice[]> {
    return this.db
      .selectFrom('sandbox_invoices')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('number', 'desc')
      .limit(limit)
      .execute();
  }
}
