import { Injectable } from '@nestjs/common';
import type { Currency, PlanId } from '@tickrelay/contracts/billing/billing';
import type { Locale } from '@tickrelay/contracts/locales';
import { type Kysely, sql, type Transaction, type Updateable } from 'kysely';

import { DatabaseService } from '@/database/database.service';
import type { Database } from '@/database/database.types';

import type { PlanPriceRef } from '../payment-provider.port';
import type {
  CardBehaviour,
  NewSandboxCheckout,
  SandboxCheckout,
  SandboxCheckoutsTable,
  SandboxCustomer,
  SandboxEventRow,
} from './sandbox.tables';

export type Db = Kysely<Database>;

/** The sandbox's customers, checkouts and outgoing events (SQL only here and in its sibling). */
@Injectable()
export class SandboxRepository {
  constructor(private readonly database: DatabaseService) {}

  get db(): Db {
    return this.database.db;
  }

  transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    return this.database.db.transaction().execute(work);
  }

  // ---- customers ------------------------------------------------------------------------------

  findCustomer(id: string, db: Db = this.db): Promise<SandboxCustomer | undefined> {
    return db.selectFrom('sandbox_customers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertCustomer(id: string, email: string, userId: string | null): Promise<void> {
    await this.db.insertInto('sandbox_customers').values({ id, email, user_id: userId }).execute();
  }

  async setCardBehaviour(id: string, behaviour: CardBehaviour, db: Db = this.db): Promise<void> {
    await db
      .updateTable('sandbox_customers')
      .set({ card_behaviour: behaviour })
      .where('id', '=', id)
      .execute();
  }

  // ---- checkouts ------------------------------------------------------------------------------

  async insertCheckout(values: NewSandboxCheckout): Promise<void> {
    await this.db.insertInto('sandbox_checkouts').values(values).execute();
  }

  findCheckout(id: string, db: Db = this.db): Promise<SandboxCheckout | undefined> {
    return db.selectFrom('sandbox_checkouts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  lockCheckout(trx: Db, id: string): Promise<SandboxCheckout | undefined> {
    return trx
      .selectFrom('sandbox_checkouts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  async updateCheckout(
    trx: Db,
    id: string,
    patch: Updateable<SandboxCheckoutsTable>,
  ): Promise<void> {
    await trx.updateTable('sandbox_checkouts').set(patch).where('id', '=', id).execute();
  }

  /** The language of the member's checkout (ours: client_reference_id); invoices are in it. */
  async checkoutLocale(db: Db, clientReferenceId: string): Promise<Locale | undefined> {
    const row = await db
      .selectFrom('sandbox_checkouts')
      .select('locale')
      .where('client_reference_id', '=', clientReferenceId)
      .executeTakeFirst();
    return row?.locale;
  }

  /**
   * The sandbox's price book: the latest price of each plan in each currency among the checkouts
   * billing created (prices reach a provider with the checkouts, as Stripe's price_data does).
   */
  knownPrices(): Promise<PlanPriceRef[]> {
    return this.db
      .selectFrom('sandbox_checkouts')
      .select(['plan', 'interval', 'currency', 'amount'])
      .distinctOn(['plan', 'currency'])
      .orderBy('plan')
      .orderBy('currency')
      .orderBy('created_at', 'desc')
      .execute();
  }

  /** The price of `plan` in `currency` in that book, if billing ever sent it. */
  async knownPrice(plan: PlanId, currency: Currency): Promise<PlanPriceRef | undefined> {
    return (await this.knownPrices()).find(
      (price) => price.plan === plan && price.currency === currency,
    );
  }

  /** Open checkouts past their expiry, locked (others skipped: a parallel cycle takes them). */
  expiredOpenCheckouts(trx: Db, now: Date, limit: number): Promise<SandboxCheckout[]> {
    return trx
      .selectFrom('sandbox_checkouts')
      .selectAll()
      .where('status', '=', 'open')
      .where('expires_at', '<=', now)
      .orderBy('expires_at')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
  }

  // ---- events ---------------------------------------------------------------------------------

  async insertEvent(trx: Db, id: string, type: string, body: string): Promise<void> {
    await trx.insertInto('sandbox_events').values({ id, type, body }).execute();
  }

  findEvent(id: string): Promise<SandboxEventRow | undefined> {
    return this.db.selectFrom('sandbox_events').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async markEnqueued(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .updateTable('sandbox_events')
      .set({ enqueued_at: sql<Date>`now()` })
      .where('id', 'in', [...ids])
      .execute();
  }

  /** Events whose delivery job was never queued (Redis away at the time), oldest first. */
  async unqueuedEventIds(olderThanMs: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('sandbox_events')
      .select('id')
      .where('enqueued_at', 'is', null)
      .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${olderThanMs / 1000})`)
      .orderBy('created_at')
      .limit(limit)
      .execute();
    return rows.map((row) => row.id);
  }

  async recordDelivery(id: string, error: string | null): Promise<void> {
    await this.db
      .updateTable('sandbox_events')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        last_error: error,
        delivered_at: error === null ? sql<Date>`now()` : null,
      }))
      .where('id', '=', id)
      .execute();
  }
}
