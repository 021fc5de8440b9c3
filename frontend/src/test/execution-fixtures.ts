// Broker settings, the Tradovate connection, broker audit, destinations and relays for the
// membership pages' tests, shaped by the contracts as the API sends them.
import type {
  BrokerAuditView,
  BrokerConnectionView,
  BrokerSettingsView,
} from '@tickrelay/contracts/brokers/broker-connection';
import type { DestinationView, RelayView } from '@tickrelay/contracts/destinations/destinations';

export function connectionView(
  overrides: Partial<BrokerConnectionView> = {},
): BrokerConnectionView {
  return {
    broker: 'tradovate',
    environment: 'demo',
    username: 'ada.trader',
    appId: 'TickRelay',
    appVersion: '1.0',
    accountId: 4471023,
    accountName: 'DEMO4471023',
    accounts: [
      { id: 4471023, name: 'DEMO4471023', active: true },
      { id: 4471024, name: 'DEMO4471024', active: true },
    ],
    status: 'connected',
    lastErrorCode: null,
    lastCheckedAt: '2026-03-02T14:00:00.000Z',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-02T14:00:00.000Z',
    ...overrides,
  };
}

export function brokerSettings(overrides: Partial<BrokerSettingsView> = {}): BrokerSettingsView {
  return { executionTarget: 'paper', connection: null, ...overrides };
}

let auditCounter = 0;

export function auditEntry(overrides: Partial<BrokerAuditView> = {}): BrokerAuditView {
  auditCounter += 1;
  return {
    id: `a-${auditCounter}`,
    at: '2026-03-02T14:30:02.500Z',
    broker: 'tradovate',
    environment: 'demo',
    accountName: 'DEMO4471023',
    action: 'order_filled',
    trigger: 'alert',
    deliveryId: 'd-audit',
    contract: 'MESM2026',
    side: 'buy',
    quantity: 2,
    price: '6012.50',
    orderType: 'market',
    orderId: '987654321',
    code: null,
    reason: null,
    ...overrides,
  };
}

export function destinationView(overrides: Partial<DestinationView> = {}): DestinationView {
  return {
    id: 'dest-1',
    kind: 'https',
    label: 'My server',
    target: 'https://hooks.example.com/tickrelay',
    notifyFailures: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    lastResult: null,
    link: null,
    ...overrides,
  };
}

export function relayView(overrides: Partial<RelayView> = {}): RelayView {
  return {
    destinationId: 'dest-1',
    kind: 'https',
    label: 'My server',
    status: 'sent',
    attempts: 1,
    code: null,
    httpStatus: 200,
    updatedAt: '2026-03-02T14:30:03.000Z',
    ...overrides,
  };
}

export const SIGNING_SECRET = 'whsec_' + 'k'.repeat(43);
