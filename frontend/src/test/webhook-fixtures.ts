// Webhook, deliveries, summary and paper account answers for the membership pages' tests, shaped
// by the contracts as the API sends them.
import type {
  DeliveryView,
  PaperAccountView,
  WebhookSummary,
  WebhookView,
} from '@tickrelay/contracts/webhooks/deliveries';

export const TOKEN = 'Q2hhbmdlTWVJc0FUZXN0VG9rZW5PZkZvcnR5VGhyZWVD';

export function webhookView(overrides: Partial<WebhookView> = {}): WebhookView {
  return {
    url: `https://tickrelay.example/api/hooks/${TOKEN}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    previousValidUntil: null,
    allowlistEnabled: false,
    defaultMaxLagSeconds: 300,
    paused: false,
    rateLimitPerMinute: 60,
    ...overrides,
  };
}

let counter = 0;

export function delivery(overrides: Partial<DeliveryView> = {}): DeliveryView {
  counter += 1;
  return {
    id: `d-${counter}`,
    receivedAt: '2026-03-02T14:30:02.120Z',
    sourceAddress: '52.89.214.238',
    contentType: 'application/json',
    status: 'executed',
    code: null,
    field: null,
    action: 'buy',
    ticker: 'MES1!',
    quantity: 2,
    alertId: null,
    ackLatencyMs: 3,
    executedLatencyMs: 41,
    rawBody: '{"ticker":"MES1!","action":"buy","quantity":2,"price":6012.50}',
    rawBodyTruncated: false,
    brokerResult: {
      broker: 'paper',
      contract: 'MESM2026',
      events: [{ kind: 'fill', side: 'buy', quantity: 2, price: '6012.50', orderType: 'market' }],
      positionAfter: 2,
    },
    executedOn: 'paper',
    relays: [],
    test: false,
    format: 'tickrelay',
    warnings: [],
    ...overrides,
  };
}

export function summaryView(overrides: Partial<WebhookSummary> = {}): WebhookSummary {
  return {
    lastDelivery: null,
    alertsToday: 0,
    successRate24h: null,
    paused: false,
    latest: [],
    ...overrides,
  };
}

export function paperAccount(overrides: Partial<PaperAccountView> = {}): PaperAccountView {
  return {
    startingBalance: '100000.00',
    realizedPnl: '0.00',
    unrealizedPnl: '0.00',
    equity: '100000.00',
    positions: [],
    workingOrders: [],
    updatedAt: null,
    ...overrides,
  };
}
