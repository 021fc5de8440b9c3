// The bodies of the orders TradovateExecution places: the entry (market, limit or stop, tagged
// with its client order id so a retry finds it instead of placing it again) and its brackets.
import type { Side, OrderIntent } from '../broker.port';
import type { BracketOrderBody, PlaceOrderBody } from './tradovate-api.types';
import type { PlannedIntent } from './tradovate-intents';
import { priceNumber, type BracketLeg } from './tradovate-prices';
import { clientOrderId, type OrderLeg } from './tradovate-symbols';
import type { TradovateSession } from './tradovate.port';

/** What every order of one intent shares: the account, the contract and the intent. */
export interface OrderContext {
  session: TradovateSession;
  plan: PlannedIntent;
  intent: OrderIntent;
}

const action = (side: Side) => (side === 'buy' ? 'Buy' : 'Sell');

/**
 * An order of `quantity` contracts tagged with the leg's client order id: at the intent's limit
 * or stop price when it is the intent's own entry, at market when it closes or reverses.
 */
export function orderBody(
  { session, plan, intent }: OrderContext,
  side: Side,
  quantity: number,
  leg: OrderLeg,
): PlaceOrderBody {
  const { orderType } = intent;
  const body: PlaceOrderBody = {
    accountSpec: session.accountName,
    accountId: session.accountId,
    clOrdId: clientOrderId(intent.deliveryId, leg),
    action: action(side),
    symbol: plan.name,
    orderQty: quantity,
    orderType: 'Market',
    isAutomated: true,
  };
  if (leg === 'entry' && (orderType === 'limit' || orderType === 'stop')) {
    body.orderType = orderType === 'limit' ? 'Limit' : 'Stop';
    const price = priceNumber(plan.spec, plan.priceTicks!);
    if (orderType === 'limit') body.price = price;
    else body.stopPrice = price;
  }
  return body;
}

/** A take-profit (limit) or stop-loss (stop) bracket of the entry, tagged `clOrdId`. */
export function bracketBody(
  plan: PlannedIntent,
  leg: BracketLeg,
  clOrdId: string,
): BracketOrderBody {
  const price = priceNumber(plan.spec, leg.ticks);
  return leg.role === 'take_profit'
    ? { action: action(leg.side), clOrdId, orderType: 'Limit', price }
    : { action: action(leg.side), clOrdId, orderType: 'Stop', stopPrice: price };
}
