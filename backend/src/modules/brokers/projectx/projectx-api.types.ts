// ProjectX Gateway API shapes the adapter reads (gateway.docs.projectx.com/docs/api-reference).

export interface PxAccount {
  id: number;
  name: string;
  canTrade: boolean;
  isVisible?: boolean;
}

export interface PxContract {
  /** CON.F.US.ENQ.Z26 */
  id: string;
  name: string;
  description?: string;
  tickSize: number;
  tickValue: number;
  activeContract: boolean;
}

/** Order status: 1 Open, 2 Filled, 3 Cancelled, 4 Expired, 5 Rejected, 6 Pending. */
export interface PxOrder {
  id: number;
  accountId: number;
  contractId: string;
  creationTimestamp: string;
  status: number;
  /** 1 Limit, 2 Market, 4 Stop. */
  type: number;
  /** 0 buy, 1 sell. */
  side: number;
  size: number;
  limitPrice: number | null;
  stopPrice: number | null;
  fillVolume?: number | null;
  filledPrice?: number | null;
  customTag?: string | null;
}

/** type 1 long, 2 short. */
export interface PxPosition {
  id: number;
  accountId: number;
  contractId: string;
  type: number;
  size: number;
  averagePrice: number;
}

export interface PxPlaceBody {
  accountId: number;
  contractId: string;
  type: 1 | 2 | 4;
  side: 0 | 1;
  size: number;
  limitPrice: number | null;
  stopPrice: number | null;
  customTag: string;
  stopLossBracket?: { ticks: number; type: 4 };
  takeProfitBracket?: { ticks: number; type: 1 };
}

export const PX_ORDER_OPEN = 1;
export const PX_ORDER_FILLED = 2;
export const PX_ORDER_REJECTED = 5;
