// Orders of one delivery at ProjectX, each sent at most once: its customTag (tr-<delivery>-<leg>,
// unique per account at ProjectX) is looked up first when an earlier try may have placed it, and
// a place refused because the tag is taken finds the earlier order the same way. With placeNew
// false (the kill switch) nothing is sent: an order not found throws ProjectXOrderWithheld.
import {
  PX_ORDER_FILLED,
  PX_ORDER_OPEN,
  type PxOrder,
  type PxPlaceBody,
} from './projectx-api.types';
import type { ProjectXClient } from './projectx-client';
import { ProjectXOrderWithheld } from './projectx.port';

/** How far back an earlier try's order is searched for (Order/search needs a start). */
const LOOKBACK_MS = 24 * 60 * 60 * 1000;

export type Placed =
  | { ok: true; orderId: number; earlier: boolean }
  | { ok: false; errorCode: number; errorMessage: string };

export interface OrdersOptions {
  placeNew: boolean;
  lookupFirst: boolean;
  now: () => number;
  /** How long a market order's fill is awaited (Order/search), and how often. */
  fillPolling: { timeoutMs: number; intervalMs: number };
  sleep: (ms: number) => Promise<void>;
}

export class ProjectXOrders {
  constructor(
    readonly client: ProjectXClient,
    readonly accountId: number,
    private readonly options: OrdersOptions,
  ) {}

  get placeNew(): boolean {
    return this.options.placeNew;
  }

  private since(): string {
    return new Date(this.options.now() - LOOKBACK_MS).toISOString();
  }

  async findTagged(tag: string): Promise<PxOrder | undefined> {
    const orders = await this.client.orders(this.accountId, this.since());
    return orders.find((order) => order.customTag === tag);
  }

  async placeOnce(body: PxPlaceBody): Promise<Placed> {
    if (this.options.lookupFirst || !this.options.placeNew) {
      const found = await this.findTagged(body.customTag);
      if (found) return { ok: true, orderId: found.id, earlier: true };
    }
    if (!this.options.placeNew) throw new ProjectXOrderWithheld(body.customTag);
    const answer = await this.client.place(body);
    if (answer.ok) return { ok: true, orderId: answer.body.orderId, earlier: false };
    // "Must be unique across the account": an earlier try placed it after all.
    const found = await this.findTagged(body.customTag);
    if (found) return { ok: true, orderId: found.id, earlier: true };
    return answer;
  }

  /** The order as ProjectX reports it; for a market order, once it left Open (or time ran out). */
  async observe(orderId: number, awaitFill: boolean): Promise<PxOrder | undefined> {
    const until = this.options.now() + this.options.fillPolling.timeoutMs;
    for (;;) {
      const orders = await this.client.orders(this.accountId, this.since());
      const order = orders.find((candidate) => candidate.id === orderId);
      const settled = order !== undefined && order.status !== PX_ORDER_OPEN && order.status !== 6;
      if (!awaitFill || settled || this.options.now() >= until) return order;
      await this.options.sleep(this.options.fillPolling.intervalMs);
    }
  }

  /** The newest filled order on a contract without a tag (what a closeContract placed). */
  async lastClose(contractId: string, after: number): Promise<PxOrder | undefined> {
    const orders = await this.client.orders(this.accountId, this.since());
    return orders
      .filter(
        (order) =>
          order.contractId === contractId &&
          order.status === PX_ORDER_FILLED &&
          !order.customTag &&
          order.id > after,
      )
      .sort((a, b) => b.id - a.id)[0];
  }

  async openOn(contractId: string | null): Promise<PxOrder[]> {
    const orders = await this.client.openOrders(this.accountId);
    return orders.filter((order) => contractId === null || order.contractId === contractId);
  }

  /** Signed net position and average price on a contract. */
  async position(contractId: string): Promise<{ net: number; average: number | null }> {
    const positions = await this.client.positions(this.accountId);
    const found = positions.find((position) => position.contractId === contractId);
    if (!found) return { net: 0, average: null };
    return { net: found.type === 2 ? -found.size : found.size, average: found.averagePrice };
  }
}
