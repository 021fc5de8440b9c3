// One intent on the member's ProjectX account once the contract is known: buy / sell (market,
// limit, stop; with brackets in ticks on the entry, or protective orders after its fill), reverse
// (the resting orders cancelled, then one market order for the position and the new side). exit
// and cancel: projectx-exits.ts. Each order carries its customTag (projectx-orders.ts).
import type { ContractSpec } from '@tickrelay/contracts/futures/contract-specs';
import {
  distanceToTicks,
  priceToTicks,
  ticksToPrice,
} from '@tickrelay/contracts/futures/tick-math';

import type { BrokerEvent, BrokerResult, OrderIntent, Side } from '../broker.port';
import { reject, type CheckedIntent } from '../order-intent.validation';
import { capBySentiment } from '../paper/paper-book';
import { rejectedResult, result } from '../tradovate/tradovate-results';
import { PX_ORDER_FILLED, PX_ORDER_REJECTED, type PxPlaceBody } from './projectx-api.types';
import { fillEvent, placedEvent } from './projectx-events';
import { cancelAll, exitPosition, cancelWorking } from './projectx-exits';
import type { ProjectXOrders } from './projectx-orders';
import { customTag, type ProjectXOrderLeg } from './projectx-symbols';
import type { ProjectXSession } from './projectx.port';

interface Brackets {
  takeProfit: number | null;
  stopLoss: number | null;
}

const BRACKET_REFUSAL = /bracket/i;

export class ProjectXExecution {
  private readonly spec: ContractSpec;
  private readonly symbol: string;
  private readonly at: string;

  constructor(
    private readonly orders: ProjectXOrders,
    private readonly session: ProjectXSession,
    private readonly checked: CheckedIntent,
    private readonly intent: OrderIntent,
    private readonly contractId: string,
  ) {
    this.spec = checked.spec;
    this.symbol = checked.contract.symbol;
    this.at = intent.at;
  }

  run(): Promise<BrokerResult> {
    const context = {
      orders: this.orders,
      spec: this.spec,
      symbol: this.symbol,
      contractId: this.contractId,
      at: this.at,
    };
    switch (this.intent.action) {
      case 'buy':
      case 'sell':
        return this.trade(this.intent.action);
      case 'reverse':
        return this.reverse();
      case 'exit':
        return exitPosition(context);
      case 'cancel':
        return cancelWorking(context);
    }
  }

  private tag(leg: ProjectXOrderLeg): string {
    return customTag(this.intent.deliveryId, leg);
  }

  /** Ticks from the fill of each leg asked for; undefined when a distance needs a price. */
  private brackets(): Brackets | undefined {
    const reference = this.checked.priceTicks;
    const ticks = (field: 'takeProfit' | 'stopLoss'): number | null | undefined => {
      const distance = this.intent[field];
      if (distance === undefined) return null;
      const found = distanceToTicks(this.spec, distance, reference ?? 0);
      return found.ok && found.ticks >= 1 ? found.ticks : undefined;
    };
    const takeProfit = ticks('takeProfit');
    const stopLoss = ticks('stopLoss');
    if (takeProfit === undefined || stopLoss === undefined) return undefined;
    return { takeProfit, stopLoss };
  }

  private async trade(side: Side): Promise<BrokerResult> {
    const position = await this.orders.position(this.contractId);
    const cap = capBySentiment(
      position.net,
      side,
      this.intent.quantity ?? Math.abs(position.net),
      this.intent.sentiment ?? null,
    );
    if (!cap.ok) return rejectedResult(reject(cap.code), this.at, this.symbol, position.net);
    return this.send(side, cap.quantity, 'entry', this.intent.orderType, position);
  }

  private async reverse(): Promise<BrokerResult> {
    const position = await this.orders.position(this.contractId);
    if (position.net === 0) {
      return rejectedResult(reject('NO_POSITION'), this.at, this.symbol, 0);
    }
    const side: Side = position.net > 0 ? 'sell' : 'buy';
    const quantity = Math.abs(position.net) + (this.intent.quantity ?? Math.abs(position.net));
    // The old side's stops and targets would fight the new position: cancelled first.
    const cancelled = await cancelAll(this.orders, this.contractId, this.symbol, 'exit', this.at);
    const sent = await this.send(side, quantity, 'reverse', 'market', position);
    return { ...sent, events: [...cancelled, ...sent.events] };
  }

  private async send(
    side: Side,
    quantity: number,
    leg: 'entry' | 'reverse',
    orderType: 'market' | 'limit' | 'stop',
    position: { net: number; average: number | null },
  ): Promise<BrokerResult> {
    const brackets = this.checked.hasBrackets ? this.brackets() : null;
    if (brackets === undefined) {
      return rejectedResult(reject('PRICE_REQUIRED', { orderType }), this.at, this.symbol, null);
    }
    let native = brackets !== null && this.session.brackets === 'native';
    if (brackets !== null && !native && orderType !== 'market') {
      // Protective orders follow a fill we only see for a market order.
      return rejectedResult(
        reject('ORDER_TYPE_NOT_SUPPORTED', { action: this.intent.action, orderType }),
        this.at,
        this.symbol,
        position.net,
      );
    }
    const price = this.checked.priceTicks;
    const body: PxPlaceBody = {
      accountId: this.session.accountId,
      contractId: this.contractId,
      type: orderType === 'limit' ? 1 : orderType === 'stop' ? 4 : 2,
      side: side === 'buy' ? 0 : 1,
      size: quantity,
      limitPrice: orderType === 'limit' ? Number(ticksToPrice(this.spec, price!)) : null,
      stopPrice: orderType === 'stop' ? Number(ticksToPrice(this.spec, price!)) : null,
      customTag: this.tag(leg),
    };
    const bracketed = (b: Brackets): PxPlaceBody => ({
      ...body,
      ...(b.stopLoss !== null ? { stopLossBracket: { ticks: b.stopLoss, type: 4 } } : {}),
      ...(b.takeProfit !== null ? { takeProfitBracket: { ticks: b.takeProfit, type: 1 } } : {}),
    });
    let placed = await this.orders.placeOnce(native ? bracketed(brackets!) : body);
    if (
      !placed.ok &&
      native &&
      orderType === 'market' &&
      BRACKET_REFUSAL.test(placed.errorMessage)
    ) {
      // The account has no "Auto OCO Brackets": the entry alone, then protective orders.
      native = false;
      placed = await this.orders.placeOnce(body);
    }
    if (!placed.ok) {
      return rejectedResult(reject('ORDER_REFUSED'), this.at, this.symbol, position.net, {
        reason: placed.errorMessage,
      });
    }
    const order = await this.orders.observe(placed.orderId, orderType === 'market');
    if (!order || order.status === PX_ORDER_REJECTED) {
      return rejectedResult(reject('ORDER_REFUSED'), this.at, this.symbol, position.net, {
        reason: order ? 'Rejected' : 'Order not found at ProjectX',
        orderId: String(placed.orderId),
      });
    }
    const events: BrokerEvent[] = [];
    if (order.status !== PX_ORDER_FILLED) {
      events.push(
        placedEvent(
          this.spec,
          this.symbol,
          order,
          orderType === 'stop' ? 'stop' : 'limit',
          null,
          this.at,
        ),
      );
      return result('working', this.symbol, position.net, events);
    }
    // An order found from an earlier try: the position read now already holds its fill.
    const before = placed.earlier
      ? { net: position.net - (side === 'buy' ? quantity : -quantity), average: null }
      : position;
    const fill = fillEvent({
      spec: this.spec,
      symbol: this.symbol,
      order,
      orderType,
      before,
      at: this.at,
    });
    events.push(fill);
    if (brackets !== null)
      events.push(...(await this.protect(order.id, side, fill, brackets, native)));
    return result('filled', this.symbol, fill.positionAfter, events);
  }

  /** The take-profit and stop-loss after the fill: ProjectX's own legs, or ours. */
  private async protect(
    entryId: number,
    side: Side,
    fill: { price: string; quantity: number },
    brackets: Brackets,
    native: boolean,
  ): Promise<BrokerEvent[]> {
    const group = this.tag('entry');
    if (native) {
      const legs = (await this.orders.openOn(this.contractId)).filter(
        (order) => order.id > entryId && !order.customTag,
      );
      return legs.map((order) =>
        placedEvent(
          this.spec,
          this.symbol,
          order,
          order.type === 4 ? 'stop_loss' : 'take_profit',
          group,
          this.at,
        ),
      );
    }
    const away = side === 'buy' ? 1 : 0;
    const direction = side === 'buy' ? 1 : -1;
    const fillTicks = priceToTicks(this.spec, fill.price, 'nearest') ?? 1;
    const events: BrokerEvent[] = [];
    for (const [leg, ticks, type, sign] of [
      ['sl', brackets.stopLoss, 4, -1],
      ['tp', brackets.takeProfit, 1, 1],
    ] as const) {
      if (ticks === null) continue;
      const at = Number(ticksToPrice(this.spec, Math.max(1, fillTicks + sign * direction * ticks)));
      const placed = await this.orders.placeOnce({
        accountId: this.session.accountId,
        contractId: this.contractId,
        type,
        side: away,
        size: fill.quantity,
        limitPrice: type === 1 ? at : null,
        stopPrice: type === 4 ? at : null,
        customTag: this.tag(leg),
      });
      if (!placed.ok) {
        events.push({
          kind: 'rejected',
          code: 'ORDER_REFUSED',
          reasonKey: 'broker.ORDER_REFUSED',
          params: {},
          reason: placed.errorMessage,
          at: this.at,
        });
        continue;
      }
      const order = await this.orders.observe(placed.orderId, false);
      if (order) {
        events.push(
          placedEvent(
            this.spec,
            this.symbol,
            order,
            type === 4 ? 'stop_loss' : 'take_profit',
            group,
            this.at,
          ),
        );
      }
    }
    return events;
  }
}
