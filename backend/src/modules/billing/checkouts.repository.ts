import { Injectable } from '@nestjs/common';
import type { CheckoutStatus, PaymentProviderName } from '@tickrelay/contracts/billing/billing';
import type { Insertable } from 'kysely';

import { DatabaseService } from '@/database/database.service';

import type { Db } from './billing.repository';
import type { CheckoutRow, CheckoutsTable } from './billing.tables';

type NewCheckout = Omit<Insertable<CheckoutsTable>, 'status' | 'created_at' | 'updated_at'>;

@Injectable()
export class CheckoutsRepository {
  constructor(private readonly database: DatabaseService) {}

  insert(values: NewCheckout): Promise<CheckoutRow> {
    return this.database.db
      .insertInto('checkouts')
      .values(values)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** Only the member's own: another member's checkout is as unknown as a made-up id. */
  ofMember(id: string, userId: string): Promise<CheckoutRow | undefined> {
    return this.database.db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .executeTakeFirst();
  }

  byId(id: string, db: Db = this.database.db): Promise<CheckoutRow | undefined> {
    return db.selectFrom('checkouts').selectAll().where('id', '=', id).executeTakeFirst();
  }

  byProviderId(
    provider: PaymentProviderName,
    providerCheckoutId: string,
    db: Db = this.database.db,
  ): Promise<CheckoutRow | undefined> {
    return db
      .selectFrom('checkouts')
      .selectAll()
      .where('provider', '=', provider)
      .where('provider_checkout_id', '=', providerCheckoutId)
      .executeTakeFirst();
  }

  /** Locks the row for the rest of the transaction (two events about one checkout queue up). */
  lock(id: string, db: Db): Promise<CheckoutRow | undefined> {
    return db
      .selectFrom('checkouts')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
  }

  setStatus(id: string, status: CheckoutStatus, db: Db): Promise<CheckoutRow> {
    return db
      .updateTable('checkouts')
      .set({ status, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
}
