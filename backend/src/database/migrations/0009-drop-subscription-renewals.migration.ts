import { type Kysely, sql } from 'kysely';

/**
 * The pre-billing renewal requests (0003, `POST /api/subscription/renew`) are gone (issue 9): a
 * renewal is a checkout now (`checkouts`, 0007). The rows only recorded that a member asked, never
 * a payment nor an entitlement, so nothing is carried over; the index goes with the table.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`drop table subscription_renewals`.execute(db);
}
