// One intent on the member's Tradovate account, after planIntent accepted it and the contract
// is known: buy / sell (market, limit, stop; with brackets an OSO), exit (liquidateposition),
// cancel (cancelorder for each working order), reverse (close and open the other side). The
// rules follow the paper broker's (paper/README.md) where Tradovate lets them: the sentiment cap
// reads the position first; what Tradovate decides itself (fill prices, risk checks) comes back
// in its words.
import { ticksToPrice } from '@tickrelay/contracts/futures/tick-math';

import type { BrokerEvent, BrokerResult, OrderIntent, Side } from '../broker.port';
import { capBySentiment } from '../paper/paper-book';
import { LIVE_ORDER_STATUSES, type TradovateOrder } from './tradovate-api.types';
import { reject, type PlannedIntent } from './tradovate-intents';
import { bracketBody, orderBody, type OrderContext } from './tradovate-order-bodies';
import type { TradovateOrders } from './tradovate-orders';
import { bracketLegs, type BracketLeg } from './tradovate-prices';
import type { PlaceAnswer } from './tradovate-responses';
import { fillEvents, rejectedResult, result } from './tradovate-results';
import { clientOrderId, type OrderLeg } from './tradovate-symbols';
import type { TradovateSession } from './tradovate.port';

interface Position {
  netPos: number;
  netPrice: number | null;
}

const opposite = (side: Side): Side => (side === 'buy' ? 'sell' : 'buy');

export class TradovateExecution {
  private readonly at: string;
  private readonly order: OrderContext;

  constructor(
    private readonly orders: TradovateOrders,
    private readonly session: TradovateSession,
    private readonly plan: PlannedIntent,
    private readonly intent: OrderIntent,
    private readonly contractId: number,
  ) {
    this.at = intent.at;
    this.order = { session, plan, intent };
  }

  run(): Promise<BrokerResult> {
    switch (this.intent.action) {
      case 'buy':
      case 'sell':
        return this.trade(this.intent.action);
      case 'exit':
        return this.exit();
      case 'reverse':
        return this.reverse();
      case 'cancel':
        return this.cancel();
    }
  }

  private async position(): Promise<Position> {
    const positions = await this.orders.client.positions(this.session.accountId);
    const found = positions.find((position) => position.contractId === this.contractId);
    return { netPos: found?.netPos ?? 0, netPrice: found?.netPrice ?? null };
  }

  private async workingOrders(): Promise<TradovateOrder[]> {
    const orders = await this.orders.client.orders(this.session.accountId);
    return orders.filter(
      (order) => order.contractId === this.contractId && LIVE_ORDER_STATUSES.has(order.ordStatus),
    );
  }

  private tag(leg: OrderLeg): string {
    return clientOrderId(this.intent.deliveryId, leg);
  }

  /** Sends an entry (with its brackets as an OSO) once, and reports what became of it. */
  private async send(
    side: Side,
    quantity: number,
    legs: readonly BracketLeg[],
    names: { entry: OrderLeg; tp: OrderLeg; sl: OrderLeg },
    position: Position,
  ): Promise<BrokerResult> {
    const body = orderBody(this.order, side, quantity, names.entry);
    const tags = legs.map((leg) => this.tag(leg.role === 'take_profit' ? names.tp : names.sl));
    const [bracket1, bracket2] = legs.map((leg, index) =>
      bracketBody(this.plan, leg, tags[index]!),
    );
    const placed = bracket1
      ? await this.orders.placeOnce(
          '/order/placeoso',
          { ...body, bracket1, ...(bracket2 ? { bracket2 } : {}) },
          body.clOrdId,
          tags,
        )
      : await this.orders.placeOnce('/order/placeorder', body, body.clOrdId);
    if (!placed.ok) return this.refused(placed, position.netPos);
    const orderType = names.entry === 'entry' ? this.intent.orderType : 'market';
    const events: BrokerEvent[] = [];
    if (orderType !== 'market') {
      events.push({
        kind: 'order_placed',
        orderId: String(placed.orderId),
        contract: this.plan.symbol,
        side,
        quantity,
        orderType,
        price: ticksToPrice(this.plan.spec, this.plan.priceTicks!),
        ocoGroup: null,
        at: this.at,
      });
    }
    const observed = await this.orders.observe(placed.orderId, orderType === 'market');
    if (observed.order?.ordStatus === 'Rejected') {
      return rejectedResult(reject('ORDER_REFUSED'), this.at, this.plan.symbol, position.netPos, {
        reason: 'Rejected',
        orderId: String(placed.orderId),
        events,
      });
    }
    // An order found from an earlier attempt: the position read now already holds its fills.
    const already = placed.earlier
      ? observed.fills.reduce(
          (sum, fill) => sum + (fill.action === 'Buy' ? fill.qty : -fill.qty),
          0,
        )
      : 0;
    const fills = fillEvents(observed.fills, {
      spec: this.plan.spec,
      symbol: this.plan.symbol,
      orderType,
      positionBefore: position.netPos - already,
      averagePrice: position.netPrice,
      ...(this.intent.quantity !== undefined && names.entry === 'entry'
        ? { requestedQuantity: this.intent.quantity }
        : {}),
    });
    events.push(...fills.events);
    legs.forEach((leg, index) => {
      const orderId = index === 0 ? placed.oso1Id : placed.oso2Id;
      if (orderId === null) return;
      events.push({
        kind: 'order_placed',
        orderId: String(orderId),
        contract: this.plan.symbol,
        side: leg.side,
        quantity,
        orderType: leg.role,
        price: leg.price,
        ocoGroup: String(placed.orderId),
        at: this.at,
      });
    });
    const status = observed.order?.ordStatus;
    const outcome =
      status === 'Filled'
        ? 'filled'
        : status === 'Canceled' || status === 'Expired'
          ? 'cancelled'
          : 'working';
    return result(outcome, this.plan.symbol, fills.positionAfter, events);
  }

  private refused(placed: Extract<PlaceAnswer, { ok: false }>, position: number): BrokerResult {
    const reason = placed.failureText ?? placed.failureReason ?? undefined;
    return rejectedResult(reject('ORDER_REFUSED'), this.at, this.plan.symbol, position, {
      ...(reason !== undefined ? { reason } : {}),
    });
  }

  private async trade(side: Side): Promise<BrokerResult> {
    const position = await this.position();
    const requested = this.intent.quantity ?? Math.abs(position.netPos);
    const cap = capBySentiment(position.netPos, side, requested, this.intent.sentiment ?? null);
    if (!cap.ok) {
      const rejection = reject(cap.code, { contract: this.plan.symbol, position: position.netPos });
      return rejectedResult(rejection, this.at, this.plan.symbol, position.netPos);
    }
    const legs = this.legs(side);
    return this.send(side, cap.quantity, legs, { entry: 'entry', tp: 'tp', sl: 'sl' }, position);
  }

  private legs(side: Side): BracketLeg[] {
    if (!this.plan.hasBrackets || this.plan.priceTicks === null) return [];
    const { takeProfit, stopLoss } = this.intent;
    return bracketLegs(this.plan.spec, side, this.plan.priceTicks, takeProfit, stopLoss) ?? [];
  }

  private async cancel(): Promise<BrokerResult> {
    const working = await this.workingOrders();
    if (working.length === 0) {
      return rejectedResult(
        reject('NO_WORKING_ORDERS', { contract: this.plan.symbol }),
        this.at,
        this.plan.symbol,
        (await this.position()).netPos,
      );
    }
    const { events, failures } = await this.orders.cancelAll(
      working,
      this.plan.symbol,
      'requested',
      this.at,
    );
    const { netPos } = await this.position();
    if (events.length === 0) {
      return rejectedResult(reject('ORDER_REFUSED'), this.at, this.plan.symbol, netPos, {
        ...(failures[0] !== undefined ? { reason: failures[0] } : {}),
      });
    }
    return result('cancelled', this.plan.symbol, netPos, events);
  }

  private async exit(): Promise<BrokerResult> {
    const [position, working] = [await this.position(), await this.workingOrders()];
    if (position.netPos === 0 && working.length === 0) {
      return rejectedResult(
        reject('NO_POSITION', { contract: this.plan.symbol }),
        this.at,
        this.plan.symbol,
        0,
      );
    }
    if (position.netPos === 0) {
      const { events } = await this.orders.cancelAll(working, this.plan.symbol, 'exit', this.at);
      return result('cancelled', this.plan.symbol, 0, events);
    }
    // liquidateposition cancels the contract's orders and closes the position in one request.
    const tag = this.tag('exit');
    const placed = await this.orders.placeOnce(
      '/order/liquidateposition',
      {
        accountId: this.session.accountId,
        contractId: this.contractId,
        admin: false,
        customTag50: tag,
        isAutomated: true,
      },
      tag,
    );
    if (!placed.ok) return this.refused(placed, position.netPos);
    const events: BrokerEvent[] = working.map((order) => ({
      kind: 'order_cancelled',
      orderId: String(order.id),
      contract: this.plan.symbol,
      reason: 'exit',
      at: this.at,
    }));
    const observed = await this.orders.observe(placed.orderId, true);
    const fills = fillEvents(observed.fills, {
      spec: this.plan.spec,
      symbol: this.plan.symbol,
      orderType: 'market',
      positionBefore: position.netPos,
      averagePrice: position.netPrice,
    });
    events.push(...fills.events);
    const filled = observed.order?.ordStatus === 'Filled';
    return result(filled ? 'filled' : 'working', this.plan.symbol, fills.positionAfter, events);
  }

  private async reverse(): Promise<BrokerResult> {
    const position = await this.position();
    if (position.netPos === 0) {
      return rejectedResult(
        reject('NO_POSITION', { contract: this.plan.symbol }),
        this.at,
        this.plan.symbol,
        0,
      );
    }
    const side = opposite(position.netPos > 0 ? 'buy' : 'sell');
    const held = Math.abs(position.netPos);
    const opening = this.intent.quantity ?? held;
    // The old position's brackets would act on the new one: they go first.
    const brackets = (await this.workingOrders()).filter((order) => order.parentId !== undefined);
    const cancelled = await this.orders.cancelAll(
      brackets,
      this.plan.symbol,
      'position_closed',
      this.at,
    );
    const legs = this.legs(side);
    if (legs.length === 0) {
      const flipped = await this.send(side, held + opening, [], REVERSE_LEGS, position);
      return { ...flipped, events: [...cancelled.events, ...flipped.events] };
    }
    // Tradovate's brackets take their entry's quantity: close first, then open with brackets.
    const closed = await this.send(side, held, [], CLOSE_LEGS, position);
    if (closed.status !== 'filled') {
      return { ...closed, events: [...cancelled.events, ...closed.events] };
    }
    const afterClose = { netPos: closed.positionAfter ?? 0, netPrice: null };
    const opened = await this.send(side, opening, legs, OPEN_LEGS, afterClose);
    return { ...opened, events: [...cancelled.events, ...closed.events, ...opened.events] };
  }
}

const REVERSE_LEGS = { entry: 'reverse', tp: 'open-tp', sl: 'open-sl' } as const;
const CLOSE_LEGS = { entry: 'close', tp: 'open-tp', sl: 'open-sl' } as const;
const OPEN_LEGS = { entry: 'open', tp: 'open-tp', sl: 'open-sl' } as const;
