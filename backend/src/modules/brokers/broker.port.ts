// The language every broker adapter speaks (broker-adapter.ts: `paper`, a simulated account per
// member, paper/; `tradovate`, a member's live or demo account over Tradovate's REST API,
// tradovate/): the order intent the worker hands it, already validated by the receiver and mapped
// to a concrete contract (roll calendar), and the result it logs as the delivery's broker result.
import type { FuturesContract } from '@tickrelay/contracts/futures/roll-calendar';
import type { ExitDistance } from '@tickrelay/contracts/futures/tick-math';

export const INTENT_ACTIONS = ['buy', 'sell', 'exit', 'cancel', 'reverse'] as const;
export type IntentAction = (typeof INTENT_ACTIONS)[number];
export const INTENT_ORDER_TYPES = ['market', 'limit', 'stop'] as const;
export type IntentOrderType = (typeof INTENT_ORDER_TYPES)[number];
export const SENTIMENTS = ['bullish', 'bearish', 'flat'] as const;
export type Sentiment = (typeof SENTIMENTS)[number];
export type Side = 'buy' | 'sell';

/** One alert, ready for a broker. */
export interface OrderIntent {
  /** The delivery's id: a broker executes each delivery at most once. */
  deliveryId: string;
  /** The concrete contract after roll mapping (MNQZ2026), never a continuous symbol. */
  contract: FuturesContract;
  action: IntentAction;
  /** Contracts; required for buy and sell (unless sentiment is flat), optional for reverse. */
  quantity?: number;
  orderType: IntentOrderType;
  /**
   * Decimal (number or exact text). Market, exit and reverse: the alert's reference price, the
   * paper fill price. Limit and stop: the order's price.
   */
  price?: number | string;
  /** Per contract, from the fill: { ticks } | { points } | { dollars } | { percent }. */
  takeProfit?: ExitDistance;
  stopLoss?: ExitDistance;
  /** Where the position must end: bullish ≥ 0, bearish ≤ 0, flat = 0. */
  sentiment?: Sentiment;
  /** ISO 8601: when the alert was received (or its own time). */
  at: string;
}

/**
 * Why a broker refused an intent. Each code comes with `reasonKey` `broker.<CODE>` (a message key
 * in every language) and its parameters.
 */
export const BROKER_REJECTION_CODES = [
  /** This delivery id was already executed. */
  'DUPLICATE_DELIVERY',
  /** A field outside what the receiver guarantees (unknown action, bad time or id). */
  'INVALID_INTENT',
  /** Not a contract of the specification table, or not a listed month. */
  'UNKNOWN_CONTRACT',
  /** Opening or adding after the contract's last trading day. */
  'CONTRACT_EXPIRED',
  'QUANTITY_REQUIRED',
  /** Not a whole number of contracts from 1 up. */
  'INVALID_QUANTITY',
  /** No price in the alert and none seen for the contract yet; or a limit/stop without one. */
  'PRICE_REQUIRED',
  /** Not a positive decimal, or beyond the largest price accepted. */
  'INVALID_PRICE',
  /** A take-profit or stop-loss distance that is not one positive value in one unit. */
  'INVALID_BRACKET',
  /** exit and reverse are market orders. */
  'ORDER_TYPE_NOT_SUPPORTED',
  /** Nothing open to close, reverse or flatten. */
  'NO_POSITION',
  /** The order can only leave the position on the other side of its sentiment. */
  'SENTIMENT_CONFLICT',
  /** cancel with no working order on the contract. */
  'NO_WORKING_ORDERS',
  /** The net position would pass the account's maximum. */
  'POSITION_LIMIT',
  /** Too many working orders on the account. */
  'ORDER_LIMIT',
  /** An amount the account cannot hold exactly. */
  'AMOUNT_OUT_OF_RANGE',
  /** A live broker refused the order itself (its words in the event's `reason`). */
  'ORDER_REFUSED',
] as const;
export type BrokerRejectionCode = (typeof BROKER_REJECTION_CODES)[number];

/** How an order was priced: an intent's own type, or the role of a bracket child. */
export type EventOrderType = 'market' | 'limit' | 'stop' | 'take_profit' | 'stop_loss';

/**
 * Why a working order ended without a fill: the member's cancel or exit, the other leg of its
 * bracket filled (oco), the position it protected was closed or reduced by another order, the
 * sentiment or the position limit left nothing to fill, a flatten.
 */
export type CancelReason =
  | 'requested'
  | 'exit'
  | 'oco'
  | 'position_closed'
  | 'position_reduced'
  | 'sentiment'
  | 'position_limit'
  | 'flatten';

/** What happened, in order. Prices are exact decimal text; money is integer US cents. */
export type BrokerEvent =
  | {
      kind: 'fill';
      fillId: string;
      /** The working order that filled; null for a market fill. */
      orderId: string | null;
      contract: string;
      side: Side;
      quantity: number;
      /** When the sentiment capped the order: what the alert asked for. */
      requestedQuantity?: number;
      price: string;
      orderType: EventOrderType;
      /** Contracts of the fill that closed open ones (the rest opened). */
      closedQuantity: number;
      /** Closed contracts' P&L net of this fill's commission (only -commission on an opening fill). */
      realizedPnlCents: number;
      commissionCents: number;
      /** Signed net position in the contract after the fill. */
      positionAfter: number;
      at: string;
    }
  | {
      kind: 'order_placed';
      orderId: string;
      contract: string;
      side: Side;
      quantity: number;
      orderType: Exclude<EventOrderType, 'market'>;
      price: string;
      /** The bracket the order belongs to (its other leg shares it); null for an entry. */
      ocoGroup: string | null;
      at: string;
    }
  | { kind: 'order_triggered'; orderId: string; contract: string; price: string; at: string }
  | { kind: 'order_cancelled'; orderId: string; contract: string; reason: CancelReason; at: string }
  | {
      kind: 'rejected';
      code: BrokerRejectionCode;
      /** Message key, `broker.<CODE>`, with `params` for its placeholders. */
      reasonKey: string;
      params: Record<string, string | number>;
      /** A live broker's own words (Tradovate's failureText), when it gave some. */
      reason?: string;
      /** The live broker's order id, when the refusal came after it took the order. */
      orderId?: string;
      at: string;
    };

/**
 * - filled: the intent's own order filled (market, reverse, exit with a position, or a limit/stop
 *   that was already through the last price);
 * - working: a limit or stop order is waiting;
 * - cancelled: orders were cancelled and nothing filled (cancel; exit with orders but no position);
 * - rejected: refused, see `code` (events may still hold fills that the alert's price triggered).
 */
export type BrokerResultStatus = 'filled' | 'working' | 'cancelled' | 'rejected';

export interface BrokerResult {
  status: BrokerResultStatus;
  code: BrokerRejectionCode | null;
  /** The concrete contract (MNQZ2026); null for a flatten of every contract. */
  contract: string | null;
  /** Signed net position in that contract afterwards (null when contract is null). */
  positionAfter: number | null;
  events: BrokerEvent[];
}

export interface FlattenRequest {
  /** One contract, or every contract with a position or a working order. */
  contract?: FuturesContract;
  at: string;
}
