// The shapes of Tradovate's REST API that the adapter sends and reads, as Tradovate's OpenAPI
// document and endpoint reference describe them (README.md, "Sources"). Only the fields the
// adapter uses are named; Tradovate sends more. Ids are JSON numbers (Tradovate's longs).

/** POST /auth/accesstokenrequest. */
export interface AccessTokenRequestBody {
  name: string;
  password: string;
  appId: string;
  appVersion: string;
  cid: number;
  sec: string;
  deviceId: string;
}

/** GET /account/list, /account/item. */
export interface TradovateAccount {
  id: number;
  name: string;
  userId?: number;
  accountType?: string;
  active: boolean;
  archived?: boolean;
}

/** GET /contract/find?name=, /contract/item?id=. */
export interface TradovateContract {
  id: number;
  name: string;
  contractMaturityId?: number;
}

/** GET /position/deps?masterid=<accountId>. */
export interface TradovatePosition {
  id: number;
  accountId: number;
  contractId: number;
  netPos: number;
  /** The position's average price; absent when flat. */
  netPrice?: number | null;
  timestamp?: string;
}

export type TradovateAction = 'Buy' | 'Sell';
export type TradovateOrderType = 'Market' | 'Limit' | 'Stop';

/** POST /order/placeorder. */
export interface PlaceOrderBody {
  accountSpec: string;
  accountId: number;
  /** Our client order id (≤ 64 characters): what a lookup after a timeout searches for. */
  clOrdId: string;
  action: TradovateAction;
  symbol: string;
  orderQty: number;
  orderType: TradovateOrderType;
  price?: number;
  stopPrice?: number;
  /** Must be true for an order no person placed by hand. */
  isAutomated: true;
}

/** A bracket of /order/placeoso (Tradovate's OtherOrder): its quantity is the entry's. */
export interface BracketOrderBody {
  action: TradovateAction;
  clOrdId: string;
  orderType: TradovateOrderType;
  price?: number;
  stopPrice?: number;
}

/** POST /order/placeoso: bracket1 and bracket2, when both, are one OCO pair. */
export interface PlaceOsoBody extends PlaceOrderBody {
  bracket1: BracketOrderBody;
  bracket2?: BracketOrderBody;
}

/** POST /order/liquidateposition: cancels the contract's orders and closes its position. */
export interface LiquidatePositionBody {
  accountId: number;
  contractId: number;
  admin: false;
  /** Our tag, found again on the liquidation's command (a lookup after a timeout). */
  customTag50?: string;
  isAutomated: true;
}

export const ORDER_STATUSES = [
  'Canceled',
  'Completed',
  'Expired',
  'Filled',
  'PendingCancel',
  'PendingNew',
  'PendingReplace',
  'Rejected',
  'Suspended',
  'Unknown',
  'Working',
] as const;
export type TradovateOrderStatus = (typeof ORDER_STATUSES)[number];

/** Orders that may still fill: waiting at the exchange, or brackets held until their entry fills. */
export const LIVE_ORDER_STATUSES: ReadonlySet<string> = new Set([
  'Working',
  'PendingNew',
  'PendingReplace',
  'Suspended',
]);

/** GET /order/item?id=, /order/deps?masterid=<accountId>. */
export interface TradovateOrder {
  id: number;
  accountId: number;
  contractId?: number;
  timestamp: string;
  action: TradovateAction;
  ordStatus: TradovateOrderStatus;
  ocoId?: number;
  /** The entry an OSO bracket belongs to. */
  parentId?: number;
}

/** GET /command/list: every order command, with the clOrdId and tag it was sent with. */
export interface TradovateCommand {
  id: number;
  orderId: number;
  timestamp: string;
  clOrdId?: string;
  commandType: 'New' | 'Modify' | 'Cancel';
  commandStatus: string;
  customTag50?: string;
}

/** GET /fill/deps?masterid=<orderId>. */
export interface TradovateFill {
  id: number;
  orderId: number;
  contractId: number;
  timestamp: string;
  action: TradovateAction;
  qty: number;
  price: number;
}
