// The shapes of the ProjectX stub (projectx.stub.ts), as ProjectX's Gateway API documents them
// (gateway.docs.projectx.com: api-reference/account, contract, order, positions).

/** OrderType: 1 Limit, 2 Market, 4 Stop (5 TrailingStop, 6 JoinBid, 7 JoinAsk are refused here). */
export type PxOrderType = 1 | 2 | 4;
/** 0 Bid (buy), 1 Ask (sell). */
export type PxSide = 0 | 1;
/** OrderStatus: 1 Open, 2 Filled, 3 Cancelled, 5 Rejected. */
export type PxOrderStatus = 1 | 2 | 3 | 5;

export interface PxUser {
  id: number;
  userName: string;
  apiKey: string;
}

export interface PxAccount {
  id: number;
  name: string;
  userId: number;
  canTrade: boolean;
  isVisible: boolean;
  /** "Auto OCO Brackets" enabled: stopLossBracket / takeProfitBracket accepted. */
  bracketsAllowed: boolean;
  balance: number;
}

export interface PxContract {
  id: string;
  name: string;
  description: string;
  tickSize: number;
  tickValue: number;
  activeContract: boolean;
}

export interface PxOrder {
  id: number;
  accountId: number;
  contractId: string;
  creationTimestamp: string;
  updateTimestamp: string | null;
  status: PxOrderStatus;
  type: PxOrderType;
  side: PxSide;
  size: number;
  limitPrice: number | null;
  stopPrice: number | null;
  fillVolume: number;
  filledPrice: number | null;
  customTag: string | null;
  /** Stub only: the bracket legs' shared group (a leg's fill cancels the other). */
  ocoGroup: string | null;
  /** Stub only: brackets to place when this (resting) entry fills. */
  pendingBrackets: { stopLossTicks: number | null; takeProfitTicks: number | null } | null;
}

export interface PxPosition {
  id: number;
  accountId: number;
  contractId: string;
  creationTimestamp: string;
  /** 1 Long, 2 Short. */
  type: 1 | 2;
  size: number;
  averagePrice: number;
}

export interface PxPlaceRequest {
  accountId: number;
  contractId: string;
  type: PxOrderType;
  side: PxSide;
  size: number;
  limitPrice: number | null;
  stopPrice: number | null;
  customTag: string | null;
  stopLossBracket: { ticks: number; type: number } | null;
  takeProfitBracket: { ticks: number; type: number } | null;
}
