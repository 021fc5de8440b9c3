/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';

import { authStore } from '@/lib/auth/auth-store';
import { memberWith, ok, subscription } from '@/test/billing-fixtures';
import { auditEntry, brokerSettings, connectionView } from '@/test/execution-fixtures';
import { ada, apiError, mockApi, type FakeHandler, type FakeReply } from '@/test/fake-api';
import { installFakeEventSource } from '@/test/fake-event-source';
import { renderWithApp } from '@/test/render-with-app';
import { paperAccount, summaryView } from '@/test/webhook-fixtures';

import MembershipDashboardPage from './membership-dashboard-page';

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  authStore.setUser(ada);
  events = installFakeEventSource();
});
afterEach(() => events.restore());

const atTradovate = brokerSettings({
  executionTarget: 'tradovate',
  connection: connectionView({ environment: 'live', accountName: 'LIVE777' }),
});

function backend(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return mockApi({
    'GET /api/subscription': ok(memberWith(subscription())),
    'GET /api/webhook/summary': ok(summaryView()),
    'GET /api/paper/account': ok(paperAccount()),
    'GET /api/broker': ok(brokerSettings()),
    ...routes,
  });
}

const render = (path = '/membership/dashboard') =>
  renderWithApp(<MembershipDashboardPage />, { path });

describe('dashboard: where alerts go and flattening everything', () => {
  it('shows where alerts go, and follows the stream', async () => {
    backend();
    await render();
    const target = await screen.findByTestId('execution-summary-target');
    await waitFor(() => expect(target).toHaveTextContent('Paper account'));
    expect(within(screen.getByTestId('execution-summary')).getByRole('link')).toHaveAttribute(
      'href',
      '/membership/webhook#execution-title',
    );
    act(() => events.latest().emit('broker', atTradovate));
    expect(target).toHaveTextContent('Tradovate');
    const card = screen.getByTestId('execution-summary');
    expect(within(card).getByTestId('broker-environment')).toHaveTextContent('Live');
    expect(card).toHaveTextContent('LIVE777');
  });

  it('liquidates the Tradovate account when alerts go there', async () => {
    const api = backend({
      'GET /api/broker': ok(atTradovate),
      'POST /api/broker/liquidate': ok({ items: [auditEntry()], nextCursor: null }),
    });
    await render();
    const button = await screen.findByTestId('flatten-everything');
    await screen.findByTestId('broker-environment');
    expect(button).toHaveAttribute('data-where', 'tradovate');
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', {
      name: 'Flatten everything on Tradovate Live LIVE777?',
    });
    fireEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('flatten-everything-done')).toHaveTextContent(
      'Done on Tradovate Live LIVE777',
    );
    // The audit records the kill switch, not the member's liquidate.
    expect(api.callsTo('POST /api/broker/liquidate').map((call) => call.body)).toEqual([
      { trigger: 'kill_switch' },
    ]);
    expect(api.callsTo('POST /api/paper/flatten')).toHaveLength(0);
  });

  it('flattens the paper account otherwise', async () => {
    const api = backend({
      'GET /api/broker': ok(brokerSettings({ executionTarget: 'none' })),
      'POST /api/paper/flatten': ok(paperAccount()),
    });
    await render();
    const target = await screen.findByTestId('execution-summary-target');
    await waitFor(() => expect(target).toHaveTextContent('Nowhere — relay only'));
    fireEvent.click(screen.getByTestId('flatten-everything'));
    fireEvent.click(within(screen.getByRole('dialog')).getByTestId('dialog-confirm'));
    await screen.findByTestId('flatten-everything-done');
    expect(api.callsTo('POST /api/paper/flatten')[0]?.body).toEqual({});
    expect(api.callsTo('POST /api/broker/liquidate')).toHaveLength(0);
  });

  it('a refusal is said in the dialog, in French', async () => {
    backend({
      'GET /api/broker': ok(atTradovate),
      'POST /api/broker/liquidate': apiError(503, 'BROKER_UNAVAILABLE'),
    });
    await render('/fr/membership/dashboard');
    await screen.findByTestId('broker-environment');
    fireEvent.click(screen.getByTestId('flatten-everything'));
    fireEvent.click(within(screen.getByRole('dialog')).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('dialog-error')).toHaveTextContent(
      'Tradovate n’a pas pu être joint',
    );
  });
});
