// The entities of the Tradovate stub (tradovate-stub.state.ts), in the shapes of Tradovate's
// User, Account, Contract, Order, Command, Fill and Position (the fields the adapter reads, and a
// few more so answers look like Tradovate's).
export type Action = 'Buy' | 'Sell';
export type OrderType = 'Market' | 'Limit' | 'Stop';

export interface StubUser {
  id: number;
  name: string;
  password: string;
  cid: number;
  sec: string;
  /** Token requests from a device not in approvedDevices get 401 (2FA / app approval). */
  approvalRequired: boolean;
  approvedDevices: Set<string>;
}
export interface StubAccount {
  id: number;
  name: string;
  userId: number;
  accountType: 'Customer';
  active: boolean;
  archived: boolean;
}
export interface StubContract {
  id: number;
  name: string;
  contractMaturityId: number;
}
export interface StubOrder {
  id: number;
  accountId: number;
  contractId: number;
  timestamp: string;
  action: Action;
  ordStatus: 'Working' | 'Suspended' | 'Filled' | 'Canceled' | 'Rejected';
  orderType: OrderType;
  qty: number;
  price?: number;
  stopPrice?: number;
  parentId?: number;
  ocoId?: number;
  admin: false;
}
export interface StubCommand {
  id: number;
  orderId: number;
  timestamp: string;
  clOrdId?: string;
  customTag50?: string;
  commandType: 'New' | 'Cancel';
  commandStatus: 'RiskPassed' | 'ExecutionRejected';
  isAutomated: boolean;
}
export interface StubFill {
  id: number;
  orderId: number;
  contractId: number;
  timestamp: string;
  tradeDate: { year: number; month: number; day: number };
  action: Action;
  qty: number;
  price: number;
  active: true;
  finallyPaired: number;
}
export interface StubPosition {
  id: number;
  accountId: number;
  contractId: number;
  timestamp: string;
  netPos: number;
  netPrice?: number;
  bought: number;
  sold: number;
  prevPos: number;
}

export interface OrderRequest {
  action: Action;
  orderQty: number;
  orderType: OrderType;
  price?: number;
  stopPrice?: number;
  clOrdId?: string;
  isAutomated: boolean;
}

export type Refusal = { failureReason: string; failureText: string };
