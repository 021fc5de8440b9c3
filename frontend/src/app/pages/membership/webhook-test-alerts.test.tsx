/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { BrokerSettingsView } from '@tickrelay/contracts/brokers/broker-connection';

import { authStore } from '@/lib/auth/auth-store';
import { memberWith, ok, subscription } from '@/test/billing-fixtures';
import { brokerSettings, connectionView } from '@/test/execution-fixtures';
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

const testOnPaper = delivery({ id: 'd-test', test: true, sourceAddress: '203.0.113.7' });
const testPaused = delivery({
  id: 'd-paused',
  test: true,
  status: 'paused',
  code: 'EXECUTION_PAUSED',
  brokerResult: null,
  executedOn: null,
});

function backend(broker: BrokerSettingsView) {
  return mockApi({
    'GET /api/subscription': ok(memberWith(subscription())),
    'GET /api/webhook': ok(webhookView()),
    'GET /api/webhook/deliveries': ok({ items: [testOnPaper, testPaused], nextCursor: null }),
    'GET /api/broker': ok(broker),
    'GET /api/destinations': ok({ items: [], telegramBot: null }),
    'GET /api/broker/audit': ok({ items: [], nextCursor: null }),
  });
}

const render = (path = '/membership/webhook') =>
  renderWithApp(<MembershipWebhookPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/*' : '/*',
  });

const atTradovate = brokerSettings({ executionTarget: 'tradovate', connection: connectionView() });

describe('/membership/webhook: a test alert is labelled as never reaching a broker', () => {
  it('says so on the card, naming the Tradovate account the test will not reach', async () => {
    backend(atTradovate);
    await render();
    const card = await screen.findByTestId('webhook-test-card');
    expect(within(card).getByTestId('webhook-test-paper')).toHaveTextContent(
      'A test alert never reaches a broker: it is executed on your paper account, whatever your execution target',
    );
    expect(await within(card).findByTestId('webhook-test-target')).toHaveTextContent(
      'Your alerts go to Tradovate (Demo, account DEMO4471023). This test will not: nothing is sent to Tradovate.',
    );
  });

  it('says a test still runs on paper with execution off, and adds nothing for paper', async () => {
    backend(brokerSettings({ executionTarget: 'none' }));
    const { unmount } = await render();
    expect(await screen.findByTestId('webhook-test-target')).toHaveTextContent(
      'Execution is off for your alerts (relay only). This test is still executed on your paper account',
    );
    unmount();
    backend(brokerSettings());
    await render();
    await screen.findByTestId('webhook-test-paper');
    expect(screen.queryByTestId('webhook-test-target')).toBeNull();
  });

  it('marks test rows in the log and in their details', async () => {
    backend(atTradovate);
    await render();
    const [paper, paused] = await screen.findAllByTestId('delivery-row');
    expect(within(paper!).getByTestId('delivery-test')).toHaveTextContent('Test · paper account');
    expect(within(paused!).getByTestId('delivery-test')).toHaveTextContent(
      'Test · never sent to a broker',
    );
    fireEvent.click(within(paper!).getByTestId('delivery-toggle'));
    expect(screen.getByTestId('delivery-test-notice')).toHaveTextContent(
      'executed on your paper account, never sent to a broker, whatever your execution target',
    );
    expect(screen.getByTestId('delivery-executed-on')).toHaveTextContent(
      'Executed on: Paper account',
    );
  });

  it('in French', async () => {
    backend(atTradovate);
    await render('/fr/membership/webhook');
    expect(await screen.findByTestId('webhook-test-paper')).toHaveTextContent(
      'Une alerte de test n’atteint jamais un courtier : elle est exécutée sur votre compte papier',
    );
    expect(await screen.findByTestId('webhook-test-target')).toHaveTextContent(
      'Vos alertes vont à Tradovate (Démo, compte DEMO4471023). Ce test non : rien n’est envoyé à Tradovate.',
    );
    const [paper, paused] = await screen.findAllByTestId('delivery-row');
    expect(within(paper!).getByTestId('delivery-test')).toHaveTextContent('Test · compte papier');
    expect(within(paused!).getByTestId('delivery-test')).toHaveTextContent(
      'Test · jamais transmise à un courtier',
    );
    fireEvent.click(within(paper!).getByTestId('delivery-toggle'));
    expect(screen.getByTestId('delivery-test-notice')).toHaveTextContent(
      'exécutée sur votre compte papier, jamais transmise à un courtier',
    );
  });
});
