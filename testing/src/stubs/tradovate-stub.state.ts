// The in-memory Tradovate behind the stub (tradovate.stub.ts): users with their API keys and
// accounts, contracts found by name (any listed month of a root TickRelay knows), orders,
// commands (with clOrdId / customTag50), fills and net positions, in the shapes of Tradovate's
// entities. Market orders fill at the contract's price (setPrice); limit and stop orders work
// until a price reaches them; OSO brackets wait (Suspended) until their entry fills and cancel
// each other (OCO); liquidation cancels the contract's orders and closes the position.
import { findContractSpec, isMonthCode } from '@tickrelay/contracts/futures/contract-specs';

import type {
  StubUser,
  StubAccount,
  StubContract,
  StubOrder,
  StubCommand,
  StubFill,
  StubPosition,
  OrderRequest,
  Refusal,
} from './tradovate-stub.types';

const CONTRACT_NAME = /^([A-Z0-9]*[A-Z])([FGHJKMNQUVXZ])(\d)$/;
const now = () => new Date().toISOString();

export class TradovateStubState {
  private nextId = 1000;
  readonly users = new Map<string, StubUser>();
  readonly accounts = new Map<number, StubAccount>();
  readonly contracts = new Map<string, StubContract>();
  readonly orders = new Map<number, StubOrder>();
  readonly commands: StubCommand[] = [];
  readonly fills: StubFill[] = [];
  readonly positions = new Map<string, StubPosition>();
  readonly prices = new Map<number, number>();
  readonly delisted = new Set<string>();

  id(): number {
    this.nextId += 1;
    return this.nextId;
  }

  addUser(input: {
    name: string;
    password: string;
    cid: number;
    sec: string;
    accounts?: string[];
  }) {
    const user: StubUser = {
      id: this.id(),
      ...input,
      approvalRequired: false,
      approvedDevices: new Set(),
    };
    this.users.set(user.name, user);
    const accounts = (input.accounts ?? [`DEMO${user.id}`]).map((name) => {
      const account: StubAccount = {
        id: this.id(),
        name,
        userId: user.id,
        accountType: 'Customer',
        active: true,
        archived: false,
      };
      this.accounts.set(account.id, account);
      return account;
    });
    return { user, accounts };
  }

  accountsOf(userId: number): StubAccount[] {
    return [...this.accounts.values()].filter((account) => account.userId === userId);
  }

  /** A contract by Tradovate name (MESZ6): any listed month of a root TickRelay knows. */
  findContract(name: string): StubContract | undefined {
    const known = this.contracts.get(name);
    if (known || this.delisted.has(name)) return known;
    const match = CONTRACT_NAME.exec(name);
    const spec = match ? findContractSpec(match[1] ?? '') : undefined;
    const month = match?.[2] ?? '';
    if (!spec || !isMonthCode(month) || !spec.listedMonths.includes(month)) return undefined;
    const contract = { id: this.id(), name, contractMaturityId: this.id() };
    this.contracts.set(name, contract);
    return contract;
  }

  contractById(id: number): StubContract | undefined {
    return [...this.contracts.values()].find((contract) => contract.id === id);
  }

  /** A new price for the contract: the orders it reaches fill. */
  setPrice(name: string, price: number): void {
    const contract = this.findContract(name);
    if (!contract) throw new Error(`unknown contract ${name}`);
    this.prices.set(contract.id, price);
    this.trigger(contract.id);
  }

  position(accountId: number, contractId: number): StubPosition {
    const key = `${accountId}:${contractId}`;
    let position = this.positions.get(key);
    if (!position) {
      position = {
        id: this.id(),
        accountId,
        contractId,
        timestamp: now(),
        netPos: 0,
        bought: 0,
        sold: 0,
        prevPos: 0,
      };
      this.positions.set(key, position);
    }
    return position;
  }

  private command(orderId: number, input: Partial<StubCommand>): StubCommand {
    const command: StubCommand = {
      id: this.id(),
      orderId,
      timestamp: now(),
      commandType: 'New',
      commandStatus: 'RiskPassed',
      isAutomated: true,
      ...input,
    };
    this.commands.push(command);
    return command;
  }

  private newOrder(
    accountId: number,
    contractId: number,
    request: OrderRequest,
    extra: Partial<StubOrder> = {},
  ): StubOrder {
    const order: StubOrder = {
      id: this.id(),
      accountId,
      contractId,
      timestamp: now(),
      action: request.action,
      ordStatus: 'Working',
      orderType: request.orderType,
      qty: request.orderQty,
      ...(request.price !== undefined ? { price: request.price } : {}),
      ...(request.stopPrice !== undefined ? { stopPrice: request.stopPrice } : {}),
      admin: false,
      ...extra,
    };
    this.orders.set(order.id, order);
    this.command(order.id, {
      ...(request.clOrdId !== undefined ? { clOrdId: request.clOrdId } : {}),
      isAutomated: request.isAutomated,
    });
    return order;
  }

  /** placeorder / placeoso: the entry, and its brackets held until it fills. */
  place(
    accountId: number,
    contractId: number,
    entry: OrderRequest,
    brackets: OrderRequest[] = [],
  ): { orderId: number; oso1Id?: number; oso2Id?: number } | Refusal {
    if (entry.orderType === 'Market' && !this.prices.has(contractId)) {
      return { failureReason: 'NoQuote', failureText: 'No quote available for the contract' };
    }
    const order = this.newOrder(accountId, contractId, entry);
    const legs = brackets.map((bracket) =>
      this.newOrder(
        accountId,
        contractId,
        { ...bracket, orderQty: entry.orderQty },
        {
          ordStatus: 'Suspended',
          parentId: order.id,
        },
      ),
    );
    if (legs.length === 2) {
      legs[0]!.ocoId = legs[1]!.id;
      legs[1]!.ocoId = legs[0]!.id;
    }
    if (entry.orderType === 'Market') this.fill(order, this.prices.get(contractId)!);
    this.trigger(contractId);
    return {
      orderId: order.id,
      ...(legs[0] ? { oso1Id: legs[0].id } : {}),
      ...(legs[1] ? { oso2Id: legs[1].id } : {}),
    };
  }

  /** liquidateposition: cancels the contract's orders, closes the position at the price. */
  liquidate(accountId: number, contractId: number, customTag50?: string) {
    for (const order of this.liveOrders(accountId, contractId)) this.cancelOne(order);
    const position = this.position(accountId, contractId);
    if (position.netPos === 0) {
      return { failureReason: 'UnknownReason', failureText: 'No position to liquidate' };
    }
    const price = this.prices.get(contractId);
    if (price === undefined) {
      return { failureReason: 'NoQuote', failureText: 'No quote available for the contract' };
    }
    const order = this.newOrder(accountId, contractId, {
      action: position.netPos > 0 ? 'Sell' : 'Buy',
      orderQty: Math.abs(position.netPos),
      orderType: 'Market',
      isAutomated: true,
    });
    const command = this.commands.find((entry) => entry.orderId === order.id);
    if (command && customTag50 !== undefined) command.customTag50 = customTag50;
    this.fill(order, price);
    return { orderId: order.id };
  }

  /** cancelorder: a working order (with its held brackets), else TooLate. */
  cancel(orderId: number): { commandId: number } | Refusal {
    const order = this.orders.get(orderId);
    if (!order || (order.ordStatus !== 'Working' && order.ordStatus !== 'Suspended')) {
      return { failureReason: 'TooLate', failureText: 'The order is not working' };
    }
    const command = this.cancelOne(order);
    for (const child of this.orders.values()) {
      if (child.parentId === order.id && child.ordStatus === 'Suspended') this.cancelOne(child);
    }
    return { commandId: command.id };
  }

  private cancelOne(order: StubOrder): StubCommand {
    order.ordStatus = 'Canceled';
    return this.command(order.id, { commandType: 'Cancel' });
  }

  liveOrders(accountId: number, contractId: number): StubOrder[] {
    return [...this.orders.values()].filter(
      (order) =>
        order.accountId === accountId &&
        order.contractId === contractId &&
        (order.ordStatus === 'Working' || order.ordStatus === 'Suspended'),
    );
  }

  private fill(order: StubOrder, price: number): void {
    const date = new Date();
    this.fills.push({
      id: this.id(),
      orderId: order.id,
      contractId: order.contractId,
      timestamp: date.toISOString(),
      tradeDate: {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
      },
      action: order.action,
      qty: order.qty,
      price,
      active: true,
      finallyPaired: 0,
    });
    order.ordStatus = 'Filled';
    const position = this.position(order.accountId, order.contractId);
    const signed = order.action === 'Buy' ? order.qty : -order.qty;
    const before = position.netPos;
    const after = before + signed;
    if (before === 0 || Math.sign(before) === Math.sign(signed)) {
      position.netPrice =
        ((position.netPrice ?? 0) * Math.abs(before) + price * order.qty) / Math.abs(after);
    } else if (after === 0) delete position.netPrice;
    else if (Math.sign(after) !== Math.sign(before)) position.netPrice = price;
    position.netPos = after;
    if (signed > 0) position.bought += order.qty;
    else position.sold += order.qty;
    position.timestamp = date.toISOString();
    for (const other of this.orders.values()) {
      if (other.parentId === order.id && other.ordStatus === 'Suspended')
        other.ordStatus = 'Working';
      if (other.id === order.ocoId && other.ordStatus === 'Working') this.cancelOne(other);
    }
  }

  /** Fills every working order the contract's price reaches, until none is left to fill. */
  private trigger(contractId: number): void {
    const price = this.prices.get(contractId);
    if (price === undefined) return;
    for (let guard = 0; guard < 1000; guard += 1) {
      const reached = [...this.orders.values()].find(
        (order) =>
          order.contractId === contractId &&
          order.ordStatus === 'Working' &&
          ((order.orderType === 'Limit' &&
            (order.action === 'Buy' ? price <= order.price! : price >= order.price!)) ||
            (order.orderType === 'Stop' &&
              (order.action === 'Buy' ? price >= order.stopPrice! : price <= order.stopPrice!))),
      );
      if (!reached) return;
      this.fill(reached, reached.orderType === 'Limit' ? reached.price! : price);
    }
  }
}
