// Sending an order at most once, and watching what became of it.
//
// Every order carries a client order id derived from its delivery and leg (clOrdId; the
// liquidation of an exit, which has no clOrdId, a customTag50). Before sending, the id is noted
// in the ledger. When the answer does not come (timeout, reset, 5xx) Tradovate may have the
// order anyway, so its command list is searched for the id: found, the order is used as if the
// answer had come; not found, the call fails retryable and nothing is sent now. Any later
// attempt (the job's retry, a worker that restarted) finds the note and searches again before
// sending: an order is never sent twice for one delivery and leg.
//
// Told to place nothing new (a retry after the member's kill switch was pressed), it still finds
// an order an earlier attempt placed, and throws TradovateOrderWithheld where it would send or
// cancel anything.
import type { BrokerEvent, CancelReason } from '../broker.port';
import type {
  LiquidatePositionBody,
  PlaceOrderBody,
  PlaceOsoBody,
  TradovateFill,
  TradovateOrder,
} from './tradovate-api.types';
import type { PlaceEndpoint, TradovateClient } from './tradovate-client';
import { commandFor, type PlaceAnswer } from './tradovate-responses';
import type { TradovateLedger } from './tradovate-store';
import { TradovateConnectionError, TradovateOrderWithheld } from './tradovate.port';

export interface FillPolling {
  /** How long a market order's fill is waited for before the result says it is working. */
  timeoutMs: number;
  intervalMs: number;
}

const FINAL_STATUSES: ReadonlySet<string> = new Set([
  'Filled',
  'Canceled',
  'Rejected',
  'Expired',
  'Completed',
]);

export interface Observed {
  order: TradovateOrder | undefined;
  fills: TradovateFill[];
}

export class TradovateOrders {
  constructor(
    readonly client: TradovateClient,
    private readonly ledger: TradovateLedger,
    private readonly polling: FillPolling,
    private readonly sleep: (ms: number) => Promise<void>,
    private readonly now: () => number,
    /** False: nothing is sent or cancelled, only orders placed before are found. */
    private readonly placeNew = true,
  ) {}

  private get connectionId(): string {
    return this.client.connection.connectionId;
  }

  /**
   * Places an order once per tag. `bracketTags` are the clOrdIds of an OSO's brackets, found
   * again with the entry when it is recovered from the command list.
   */
  async placeOnce(
    endpoint: PlaceEndpoint,
    body: PlaceOrderBody | PlaceOsoBody | LiquidatePositionBody,
    tag: string,
    bracketTags: readonly string[] = [],
  ): Promise<PlaceAnswer> {
    if (await this.ledgerCall(() => this.ledger.wasSent(this.connectionId, tag))) {
      const found = await this.lookup(tag, bracketTags);
      if (found) return { ...found, earlier: true };
    }
    if (!this.placeNew) throw new TradovateOrderWithheld(tag);
    await this.ledgerCall(() => this.ledger.markSent(this.connectionId, tag));
    try {
      return await this.client.place(endpoint, body);
    } catch (error) {
      if (!(error instanceof TradovateConnectionError) || error.code !== 'BROKER_UNAVAILABLE') {
        throw error;
      }
      const found = await this.lookup(tag, bracketTags);
      if (found) return found;
      throw error;
    }
  }

  /** Whether any of these tags was noted as sent (an order of them may be at Tradovate). */
  async anySent(tags: readonly string[]): Promise<boolean> {
    for (const tag of tags) {
      if (await this.ledgerCall(() => this.ledger.wasSent(this.connectionId, tag))) return true;
    }
    return false;
  }

  /** The order Tradovate holds for this tag (and its brackets' ids), if it has one. */
  private async lookup(
    tag: string,
    bracketTags: readonly string[],
  ): Promise<Extract<PlaceAnswer, { ok: true }> | null> {
    const commands = await this.client.commands();
    const entry = commandFor(commands, tag);
    if (!entry) return null;
    const [first, second] = bracketTags.map((bracket) => commandFor(commands, bracket)?.orderId);
    return { ok: true, orderId: entry.orderId, oso1Id: first ?? null, oso2Id: second ?? null };
  }

  private async ledgerCall<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      // Without the note a retry could not know to look first: send nothing until it is back.
      throw new TradovateConnectionError('BROKER_UNAVAILABLE', true, null, error);
    }
  }

  /**
   * The order's state and fills: polled until final when `untilFinal` (a market order, a
   * liquidation), else read once (a limit or stop may fill at once when the price is through).
   */
  async observe(orderId: number, untilFinal: boolean): Promise<Observed> {
    const deadline = this.now() + (untilFinal ? this.polling.timeoutMs : 0);
    let order = await this.client.order(orderId);
    while (untilFinal && (!order || !FINAL_STATUSES.has(order.ordStatus))) {
      if (this.now() >= deadline) break;
      await this.sleep(this.polling.intervalMs);
      order = await this.client.order(orderId);
    }
    const fills = order && order.ordStatus !== 'Rejected' ? await this.client.fills(orderId) : [];
    return { order, fills };
  }

  /** Cancels orders one by one; an OSO's brackets go with their entry (Tradovate cancels both). */
  async cancelAll(
    orders: readonly TradovateOrder[],
    contract: string,
    reason: CancelReason,
    at: string,
  ): Promise<{ events: BrokerEvent[]; failures: string[] }> {
    const ids = new Set(orders.map((order) => order.id));
    if (orders.length > 0 && !this.placeNew) throw new TradovateOrderWithheld(null);
    const events: BrokerEvent[] = [];
    const failures: string[] = [];
    for (const order of orders) {
      if (order.parentId !== undefined && ids.has(order.parentId)) continue;
      const answer = await this.client.cancelOrder(order.id);
      if (!answer.ok) {
        failures.push(answer.reason);
        continue;
      }
      for (const cancelled of orders) {
        if (cancelled.id !== order.id && cancelled.parentId !== order.id) continue;
        events.push({
          kind: 'order_cancelled',
          orderId: String(cancelled.id),
          contract,
          reason,
          at,
        });
      }
    }
    return { events, failures };
  }
}
