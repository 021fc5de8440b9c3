import { type Kysely, sql } from 'kysely';

/**
 * Issue 25: alerts are read in several formats (TickRelay's JSON, TradersPost, PickMyTrade,
 * CrossTrade, TradingView's default sentence). A delivery records the format it was read as
 * (null: not read as any, e.g. not JSON) and the keys it did not use, as warnings
 * ([{field, code, suggestion?}], null: none). On the partitioned parent, so every partition,
 * existing and future, has them; rows written before stay null (shown as no format, no warning).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table deliveries
      add column format text
        check (format in ('tickrelay', 'traderspost', 'pickmytrade', 'crosstrade', 'tradingview')),
      add column warnings jsonb check (warnings is null or jsonb_typeof(warnings) = 'array')
  `.execute(db);
}
