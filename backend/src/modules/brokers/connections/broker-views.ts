import type {
  BrokerAuditView,
  BrokerConnectionView,
  BrokerSettingsView,
  ExecutionTarget,
} from '@tickrelay/contracts/brokers/broker-connection';

import type { BrokerAuditRow, BrokerConnectionRow } from './broker-connections.tables';

/** The saved connection as the member's page shows it: never the password, cid or secret. */
export function brokerConnectionView(row: BrokerConnectionRow): BrokerConnectionView {
  return {
    broker: 'tradovate',
    environment: row.environment,
    username: row.username,
    appId: row.app_id,
    appVersion: row.app_version,
    accountId: row.account_id === null ? null : Number(row.account_id),
    accountName: row.account_name,
    accounts: row.accounts,
    status: row.status,
    lastErrorCode: row.last_error_code,
    lastCheckedAt: row.last_checked_at ? new Date(row.last_checked_at).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

export function brokerSettingsView(
  target: ExecutionTarget,
  connection: BrokerConnectionRow | undefined,
): BrokerSettingsView {
  return {
    executionTarget: target,
    connection: connection ? brokerConnectionView(connection) : null,
  };
}

export function brokerAuditView(row: BrokerAuditRow): BrokerAuditView {
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    broker: row.broker,
    environment: row.environment,
    accountName: row.account_name,
    action: row.action,
    trigger: row.trigger,
    deliveryId: row.delivery_id,
    contract: row.contract,
    side: row.side,
    quantity: row.quantity,
    price: row.price,
    orderType: row.order_type,
    orderId: row.order_id,
    code: row.code,
    reason: row.reason,
  };
}
