/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';

import { authStore } from '@/lib/auth/auth-store';
import { memberWith, ok, subscription } from '@/test/billing-fixtures';
import { brokerSettings } from '@/test/execution-fixtures';
import { ada, mockApi } from '@/test/fake-api';
import { installFakeEventSource } from '@/test/fake-event-source';
import { renderWithApp } from '@/test/render-with-app';
import { delivery, webhookView } from '@/test/webhook-fixtures';

import MembershipWebhookPage from './membership-webhook-page';

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  authStore.setUser(ada);
  events = installFakeEventSource();
});
afterEach(() => {
  events.restore();
  jest.restoreAllMocks();
});

const pickMyTrade = delivery({
  id: 'd-pmt',
  status: 'rejected',
  code: 'ALERT_FIELD_MISSPELT',
  field: '/quantitty',
  brokerResult: null,
  executedOn: null,
  format: 'pickmytrade',
  warnings: [
    { field: '/quantitty', code: 'misspelt_field', suggestion: 'quantity' },
    { field: '/token', code: 'ignored_field' },
    { field: '/exchange', code: 'unknown_field' },
  ],
});

function backend() {
  return mockApi({
    'GET /api/subscription': ok(memberWith(subscription())),
    'GET /api/webhook': ok(webhookView()),
    'GET /api/webhook/deliveries': ok({ items: [pickMyTrade], nextCursor: null }),
    'GET /api/broker': ok(brokerSettings()),
    'GET /api/destinations': ok({ items: [], telegramBot: null }),
    'GET /api/broker/audit': ok({ items: [], nextCursor: null }),
  });
}

const render = (path: string) =>
  renderWithApp(<MembershipWebhookPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/*' : '/*',
  });

describe('the log: the format an alert was read as and its warnings', () => {
  it('names the format and lists each warning, with the suggestion for a typo', async () => {
    backend();
    await render('/membership/webhook');
    fireEvent.click(await screen.findByTestId('delivery-toggle'));
    const details = screen.getByTestId('delivery-details');
    expect(within(details).getByTestId('delivery-format')).toHaveTextContent('PickMyTrade JSON');
    const warnings = within(details).getByTestId('delivery-warnings');
    expect(warnings).toHaveTextContent('/quantitty: looks like a typo of quantity');
    expect(warnings).toHaveTextContent('/token: another product’s option, not used here');
    expect(warnings).toHaveTextContent('/exchange: unknown key');
  });

  it('says it in French', async () => {
    backend();
    await render('/fr/membership/webhook');
    fireEvent.click(await screen.findByTestId('delivery-toggle'));
    const details = screen.getByTestId('delivery-details');
    expect(within(details).getByTestId('delivery-format')).toHaveTextContent('JSON PickMyTrade');
    expect(within(details).getByTestId('delivery-warnings')).toHaveTextContent(
      '/quantitty: ressemble à une faute de frappe pour quantity',
    );
  });
});
