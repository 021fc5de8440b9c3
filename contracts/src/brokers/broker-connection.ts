// A member's live broker: where valid alerts are executed (the paper account, a Tradovate account,
// or nowhere: relayed only), the Tradovate connection the member saved, and the audit of every
// broker action. The SPA, the api and the docs agree on these shapes; credentials go one way
// only (browser → api, sealed at rest) and are never part of a view.

/**
 * The brokers a member connects with credentials (the one list: types, the backend's adapter
 * table, the SQL checks, the connect forms and the docs follow it; backend/src/modules/brokers/
 * README.md, "Add a broker").
 */
export const LIVE_BROKER_NAMES = ['tradovate'] as const;
export type LiveBrokerName = (typeof LIVE_BROKER_NAMES)[number];

/** Every broker an alert can be executed at: the built-in paper broker and the live ones. */
export const BROKER_NAMES = ['paper', ...LIVE_BROKER_NAMES] as const;
export type BrokerName = (typeof BROKER_NAMES)[number];

/** Where a member's valid alerts are executed. `none`: logged and relayed, never executed. */
export const EXECUTION_TARGETS = [...BROKER_NAMES, 'none'] as const;
export type ExecutionTarget = (typeof EXECUTION_TARGETS)[number];

/** Tradovate's two environments: simulated money (demo) and real money (live). */
export const TRADOVATE_ENVIRONMENTS = ['demo', 'live'] as const;
export type TradovateEnvironment = (typeof TRADOVATE_ENVIRONMENTS)[number];

export const BROKER_CONNECTION_LIMITS = {
  usernameMaxChars: 100,
  passwordMaxChars: 200,
  appIdMaxChars: 100,
  appVersionMaxChars: 20,
  /** The API key's secret ("sec") Tradovate shows once when the key is made. */
  secretMaxChars: 200,
  /** Contracts one alert may ask for at Tradovate (the broker's own limits still apply). */
  maxOrderQuantity: 100,
} as const;

/**
 * What the member types in once to connect Tradovate (Application Settings → API Access: the
 * key's cid and secret). Sent only to PUT /api/broker/connection; sealed at rest, never returned.
 */
export interface TradovateCredentialsInput {
  environment: TradovateEnvironment;
  /** Tradovate user name. */
  username: string;
  password: string;
  /** The app's name and version as registered with the key (e.g. "TickRelay", "1.0"). */
  appId: string;
  appVersion: string;
  /** The API key's client id (cid), a positive integer. */
  cid: number;
  /** The API key's secret (sec). */
  secret: string;
}

/**
 * - connected: the last check got a token and the account list.
 * - error: the last check or execution failed (see lastErrorCode); alerts still try it.
 */
export const BROKER_CONNECTION_STATUSES = ['connected', 'error'] as const;
export type BrokerConnectionStatus = (typeof BROKER_CONNECTION_STATUSES)[number];

/** Why the last check (or an execution) could not use the connection. */
export const BROKER_CONNECTION_ERRORS = [
  /** User name, password, cid or secret refused. */
  'BROKER_AUTH_FAILED',
  /** Tradovate wants the member to approve this app or device (two-factor) first. */
  'BROKER_APP_NOT_APPROVED',
  /** Tradovate asked us to wait (penalty ticket); retried after its time. */
  'BROKER_RATE_LIMITED',
  /** No answer, a timeout, or a server error. */
  'BROKER_UNAVAILABLE',
  /** The chosen account is no longer in the account list. */
  'BROKER_ACCOUNT_NOT_FOUND',
] as const;
export type BrokerConnectionError = (typeof BROKER_CONNECTION_ERRORS)[number];

export interface BrokerAccountView {
  /** Tradovate's account id. */
  id: number;
  /** Its name (the "accountSpec"), e.g. DEMO123456. */
  name: string;
  active: boolean;
}

/** The member's saved Tradovate connection; never holds the password, cid or secret. */
export interface BrokerConnectionView {
  broker: 'tradovate';
  environment: TradovateEnvironment;
  username: string;
  appId: string;
  appVersion: string;
  /** The account orders go to; null until the member picks one (or when only one, it is picked). */
  accountId: number | null;
  accountName: string | null;
  /** The account list as of the last check. */
  accounts: BrokerAccountView[];
  status: BrokerConnectionStatus;
  lastErrorCode: BrokerConnectionError | null;
  /** ISO 8601. */
  lastCheckedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/broker: where alerts go and the connection, if any. */
export interface BrokerSettingsView {
  executionTarget: ExecutionTarget;
  connection: BrokerConnectionView | null;
}

// ---- audit ----------------------------------------------------------------------------------

/** Every broker action is written down with what caused it. */
export const BROKER_AUDIT_ACTIONS = [
  'order_sent',
  'order_filled',
  'order_rejected',
  'order_cancelled',
  'position_liquidated',
  'connection_saved',
  'connection_tested',
  'connection_removed',
] as const;
export type BrokerAuditAction = (typeof BROKER_AUDIT_ACTIONS)[number];

/**
 * - alert: a delivery of the member's webhook (deliveryId says which);
 * - member: the member, from the site (test connection, flatten, …);
 * - kill_switch: the kill switch's "flatten all";
 * - system: the platform itself (a token renewal, a retry after a rate limit).
 */
export const BROKER_AUDIT_TRIGGERS = ['alert', 'member', 'kill_switch', 'system'] as const;
export type BrokerAuditTrigger = (typeof BROKER_AUDIT_TRIGGERS)[number];

export interface BrokerAuditView {
  id: string;
  /** ISO 8601, to the millisecond. */
  at: string;
  broker: BrokerName;
  /** Tradovate's environment; null for paper. */
  environment: TradovateEnvironment | null;
  /** Tradovate's account name; null for paper. */
  accountName: string | null;
  action: BrokerAuditAction;
  trigger: BrokerAuditTrigger;
  /** The delivery that caused it (trigger alert). */
  deliveryId: string | null;
  contract: string | null;
  side: 'buy' | 'sell' | null;
  quantity: number | null;
  /** Decimal text. */
  price: string | null;
  /** 'market' | 'limit' | 'stop' | 'take_profit' | 'stop_loss'. */
  orderType: string | null;
  /** The broker's order id (Tradovate's, or the paper engine's). */
  orderId: string | null;
  /** Why it was rejected or failed (a broker or connection code), else null. */
  code: string | null;
  /** The broker's own words when it refused (Tradovate's failureText), else null. */
  reason: string | null;
}

export interface BrokerAuditPage {
  items: BrokerAuditView[];
  nextCursor: string | null;
}
