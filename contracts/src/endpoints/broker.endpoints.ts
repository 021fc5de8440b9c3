// The member's broker: where alerts are executed, the Tradovate connection and the audit of broker
// actions. Every endpoint answers 401 to a visitor; those that change something are member-only
// (403 SUBSCRIPTION_REQUIRED when the membership is not entitled).
import type {
  BrokerAuditPage,
  BrokerAuditTrigger,
  BrokerConnectionView,
  BrokerSettingsView,
  ExecutionTarget,
  TradovateCredentialsInput,
} from '../brokers/broker-connection';
import { endpoint } from './endpoint';

export const getBrokerSettings = endpoint<{ response: BrokerSettingsView }>()({
  method: 'GET',
  path: '/api/broker',
  status: 200,
});

export interface UpdateBrokerSettingsRequest {
  /** 'tradovate' needs a connection with an account: 409 BROKER_NOT_CONNECTED otherwise. */
  executionTarget: ExecutionTarget;
}

export const updateBrokerSettings = endpoint<{
  body: UpdateBrokerSettingsRequest;
  response: BrokerSettingsView;
}>()({
  method: 'PATCH',
  path: '/api/broker',
  status: 200,
});

/**
 * Checks the credentials at Tradovate (a token, then the account list) and saves them sealed only
 * when that works: 422 BROKER_AUTH_FAILED, 422 BROKER_APP_NOT_APPROVED, 429 BROKER_RATE_LIMITED
 * (Retry-After), 503 BROKER_UNAVAILABLE. Replaces a saved connection. Member-only.
 */
export const saveBrokerConnection = endpoint<{
  body: TradovateCredentialsInput;
  response: BrokerConnectionView;
}>()({
  method: 'PUT',
  path: '/api/broker/connection',
  status: 200,
});

export interface SelectBrokerAccountRequest {
  /** One of the connection's accounts: 422 BROKER_ACCOUNT_NOT_FOUND otherwise. */
  accountId: number;
}

export const selectBrokerAccount = endpoint<{
  body: SelectBrokerAccountRequest;
  response: BrokerConnectionView;
}>()({
  method: 'PATCH',
  path: '/api/broker/connection',
  status: 200,
});

/** "Test connection" with the saved credentials: the view with the check's status. 404 without one. */
export const testBrokerConnection = endpoint<{ response: BrokerConnectionView }>()({
  method: 'POST',
  path: '/api/broker/connection/test',
  status: 200,
});

/** Forgets the credentials and the cached token; alerts go to paper again. 204. */
export const deleteBrokerConnection = endpoint<{ response: void }>()({
  method: 'DELETE',
  path: '/api/broker/connection',
  status: 204,
});

export interface LiquidateBrokerAccountRequest {
  /**
   * What asked for it, as the audit records it: 'kill_switch' for the kill switch's "flatten
   * everything", 'member' (the default) for the connection card's liquidate.
   */
  trigger?: Extract<BrokerAuditTrigger, 'member' | 'kill_switch'>;
}

/** Closes every position of the Tradovate account at market and cancels its working orders. */
export const liquidateBrokerAccount = endpoint<{
  body: LiquidateBrokerAccountRequest;
  response: BrokerAuditPage;
}>()({
  method: 'POST',
  path: '/api/broker/liquidate',
  status: 200,
});

export interface BrokerAuditQuery {
  cursor?: string;
  /** 1 to 100, default 25. */
  limit?: string;
}

/** Newest first: every order sent, filled, rejected, cancelled or liquidated, and why. */
export const listBrokerAudit = endpoint<{ query: BrokerAuditQuery; response: BrokerAuditPage }>()({
  method: 'GET',
  path: '/api/broker/audit',
  status: 200,
});
