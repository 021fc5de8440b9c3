// The ProjectX stub's accounts and market: market orders fill at the contract's price, limits and
// stops rest until a price (setPrice) reaches them, brackets (in ticks from the fill) rest as an
// OCO pair once their entry fills, and closing a position leaves resting orders alone (as ProjectX
// does: a close does not cancel the stops).
import { randomUUID } from 'node:crypto';

import {
  DEFAULT_PROJECTX_CONTRACTS,
  DEFAULT_PROJECTX_PRICES,
  rootOf,
} from './projectx-stub.catalog';
import type {
  PxAccount,
  PxContract,
  PxOrder,
  PxPlaceRequest,
  PxPosition,
  PxSide,
  PxUser,
} from './projectx-stub.types';

export interface AddPxUser {
  userName: string;
  apiKey: string;
  /** Account names (default one, `PRAC-<user>`); all canTrade, brackets allowed unless listed. */
  accounts?: { name: string; canTrade?: boolean; bracketsAllowed?: boolean }[];
}

export class ProjectXStubState {
  readonly users = new Map<string, PxUser>();
  readonly accounts = new Map<number, PxAccount>();
  readonly contracts = new Map<string, PxContract>(
    DEFAULT_PROJECTX_CONTRACTS.map((contract) => [contract.id, { ...contract }]),
  );
  readonly orders = new Map<number, PxOrder>();
  /** Keyed `${accountId}:${contractId}`. */
  readonly positions = new Map<string, PxPosition>();
  private readonly prices = new Map<string, number>();
  private nextId = 1000;

  addUser(input: AddPxUser): { user: PxUser; accounts: PxAccount[] } {
    const user: PxUser = { id: this.id(), userName: input.userName, apiKey: input.apiKey };
    this.users.set(user.userName, user);
    const specs = input.accounts ?? [{ name: `PRAC-${input.userName}` }];
    const accounts = specs.map((spec) => {
      const account: PxAccount = {
        id: this.id(),
        name: spec.name,
        userId: user.id,
        canTrade: spec.canTrade ?? true,
        isVisible: true,
        bracketsAllowed: spec.bracketsAllowed ?? true,
        balance: 50_000,
      };
      this.accounts.set(account.id, account);
      return account;
    });
    return { user, accounts };
  }

  addContract(contract: PxContract): void {
    this.contracts.set(contract.id, { ...contract });
  }

  price(contractId: string): number {
    return this.prices.get(contractId) ?? DEFAULT_PROJECTX_PRICES[rootOf(contractId)] ?? 100;
  }

  /** The market moves: resting orders the price reaches fill (a bracket leg cancels its twin). */
  setPrice(contractId: string, price: number): void {
    this.prices.set(contractId, price);
    for (const order of [...this.orders.values()]) {
      if (order.status !== 1 || order.contractId !== contractId) continue;
      if (this.reached(order, price))
        this.fill(order, order.limitPrice ?? order.stopPrice ?? price);
    }
  }

  /** A valid request (routes check it): the order, filled at once when marketable. */
  place(request: PxPlaceRequest): PxOrder {
    const now = new Date().toISOString();
    const order: PxOrder = {
      id: this.id(),
      accountId: request.accountId,
      contractId: request.contractId,
      creationTimestamp: now,
      updateTimestamp: null,
      status: 1,
      type: request.type,
      side: request.side,
      size: request.size,
      limitPrice: request.limitPrice,
      stopPrice: request.stopPrice,
      fillVolume: 0,
      filledPrice: null,
      customTag: request.customTag,
      ocoGroup: null,
      pendingBrackets:
        request.stopLossBracket || request.takeProfitBracket
          ? {
              stopLossTicks: request.stopLossBracket?.ticks ?? null,
              takeProfitTicks: request.takeProfitBracket?.ticks ?? null,
            }
          : null,
    };
    this.orders.set(order.id, order);
    const price = this.price(order.contractId);
    // A market order, or a limit or stop already through the market, fills at the market price.
    if (order.type === 2 || this.reached(order, price)) this.fill(order, price);
    return order;
  }

  cancel(order: PxOrder): void {
    order.status = 3;
    order.updateTimestamp = new Date().toISOString();
  }

  /**
   * Closes the position with a market order of its own (no customTag); resting orders stay
   * (ProjectX does not cancel them).
   */
  closePosition(position: PxPosition): PxOrder {
    return this.place({
      accountId: position.accountId,
      contractId: position.contractId,
      type: 2,
      side: position.type === 1 ? 1 : 0,
      size: position.size,
      limitPrice: null,
      stopPrice: null,
      customTag: null,
      stopLossBracket: null,
      takeProfitBracket: null,
    });
  }

  positionOf(accountId: number, contractId: string): PxPosition | undefined {
    return this.positions.get(`${accountId}:${contractId}`);
  }

  private reached(order: PxOrder, price: number): boolean {
    if (order.type === 1 && order.limitPrice !== null) {
      return order.side === 0 ? price <= order.limitPrice : price >= order.limitPrice;
    }
    if (order.type === 4 && order.stopPrice !== null) {
      return order.side === 0 ? price >= order.stopPrice : price <= order.stopPrice;
    }
    return false;
  }

  private fill(order: PxOrder, price: number): void {
    order.status = 2;
    order.fillVolume = order.size;
    order.filledPrice = price;
    order.updateTimestamp = new Date().toISOString();
    this.applyFill(order.accountId, order.contractId, order.side, order.size, price);
    if (order.ocoGroup !== null) {
      for (const twin of this.orders.values()) {
        if (twin.ocoGroup === order.ocoGroup && twin.id !== order.id && twin.status === 1) {
          this.cancel(twin);
        }
      }
    }
    if (order.pendingBrackets) this.placeBrackets(order, price);
  }

  private placeBrackets(entry: PxOrder, price: number): void {
    const brackets = entry.pendingBrackets!;
    const tick = this.contracts.get(entry.contractId)?.tickSize ?? 0.25;
    const exitSide: PxSide = entry.side === 0 ? 1 : 0;
    const direction = entry.side === 0 ? 1 : -1;
    const group = randomUUID();
    const leg = (type: 1 | 4, at: number) =>
      this.place({
        accountId: entry.accountId,
        contractId: entry.contractId,
        type,
        side: exitSide,
        size: entry.size,
        limitPrice: type === 1 ? at : null,
        stopPrice: type === 4 ? at : null,
        customTag: null,
        stopLossBracket: null,
        takeProfitBracket: null,
      });
    for (const [ticks, type, sign] of [
      [brackets.stopLossTicks, 4, -1],
      [brackets.takeProfitTicks, 1, 1],
    ] as const) {
      if (ticks === null) continue;
      const order = leg(type, roundToTick(price + sign * direction * ticks * tick, tick));
      order.ocoGroup = group;
    }
  }

  private applyFill(
    accountId: number,
    contractId: string,
    side: PxSide,
    size: number,
    price: number,
  ): void {
    const key = `${accountId}:${contractId}`;
    const current = this.positions.get(key);
    const signedBefore = current ? (current.type === 1 ? current.size : -current.size) : 0;
    const signedFill = side === 0 ? size : -size;
    const after = signedBefore + signedFill;
    if (after === 0) {
      this.positions.delete(key);
      return;
    }
    const sameWay = Math.sign(signedBefore) === Math.sign(signedFill) || signedBefore === 0;
    const flipped = Math.sign(after) !== Math.sign(signedBefore);
    const averagePrice = sameWay
      ? (Math.abs(signedBefore) * (current?.averagePrice ?? 0) + size * price) / Math.abs(after)
      : flipped
        ? price
        : current!.averagePrice;
    this.positions.set(key, {
      id: current && !flipped ? current.id : this.id(),
      accountId,
      contractId,
      creationTimestamp: current && !flipped ? current.creationTimestamp : new Date().toISOString(),
      type: after > 0 ? 1 : 2,
      size: Math.abs(after),
      averagePrice,
    });
  }

  private id(): number {
    this.nextId += 1;
    return this.nextId;
  }
}

function roundToTick(price: number, tick: number): number {
  return Number((Math.round(price / tick) * tick).toFixed(6));
}
