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
import { webhookView } from '@/test/webhook-fixtures';

import MembershipWebhookPage from './membership-webhook-page';

let events: ReturnType<typeof installFakeEventSource>;
beforeEach(() => {
  authStore.setUser(ada);
  events = installFakeEventSource();
});
afterEach(() => events.restore());

function backend(routes: Record<string, FakeHandler | FakeReply> = {}) {
  return mockApi({
    'GET /api/subscription': ok(memberWith(subscription())),
    'GET /api/webhook': ok(webhookView()),
    'GET /api/webhook/deliveries': ok({ items: [], nextCursor: null }),
    'GET /api/broker': ok(brokerSettings()),
    'GET /api/destinations': ok({ items: [], telegramBot: null }),
    'GET /api/broker/audit': ok({ items: [], nextCursor: null }),
    ...routes,
  });
}

const render = (path = '/membership/webhook') =>
  renderWithApp(<MembershipWebhookPage />, {
    path,
    pattern: path.startsWith('/fr') ? '/fr/*' : '/*',
  });

const section = () => screen.getByTestId('execution-section');
const type = (label: string | RegExp, value: string) =>
  fireEvent.change(within(section()).getByLabelText(label), { target: { value } });

function fillCredentials() {
  type('User name', ' ada.trader ');
  type('Password', 'correct horse');
  type('App name (appId)', 'TickRelay');
  type('App version', '1.0');
  type('Client id (cid)', ' 1234 ');
  type('Secret (sec)', 'sec-abc-123');
}

const submit = () => fireEvent.click(screen.getByTestId('tradovate-connect-submit'));

describe('Execution: where alerts go', () => {
  it('changes the target with PATCH /api/broker', async () => {
    const api = backend({
      'GET /api/broker': ok(brokerSettings({ connection: connectionView() })),
      'PATCH /api/broker': (body) =>
        ok(brokerSettings({ ...(body as object), connection: connectionView() })),
    });
    await render();
    const picker = await screen.findByTestId('execution-target');
    expect(within(picker).getByLabelText('Paper account')).toBeChecked();
    expect(within(picker).getByText('Demo account DEMO4471023.')).toBeInTheDocument();
    fireEvent.click(within(picker).getByLabelText('Nowhere — relay only'));
    await waitFor(() =>
      expect(within(picker).getByLabelText('Nowhere — relay only')).toBeChecked(),
    );
    expect(api.callsTo('PATCH /api/broker')[0]?.body).toEqual({ executionTarget: 'none' });
  });

  it('says clearly that Tradovate is not connected (409 BROKER_NOT_CONNECTED)', async () => {
    backend({ 'PATCH /api/broker': apiError(409, 'BROKER_NOT_CONNECTED') });
    await render();
    const picker = await screen.findByTestId('execution-target');
    expect(
      within(picker).getByText('Connect a Tradovate account below first.'),
    ).toBeInTheDocument();
    fireEvent.click(within(picker).getByLabelText('Tradovate'));
    const notice = await screen.findByTestId('execution-not-connected');
    expect(notice).toHaveTextContent('Tradovate is not connected');
    expect(within(notice).getByRole('link', { name: 'Connect Tradovate' })).toHaveAttribute(
      'href',
      '#tradovate-connection',
    );
    expect(within(picker).getByLabelText('Paper account')).toBeChecked();
  });

  it('warns in red when alerts go to a live account', async () => {
    backend({
      'GET /api/broker': ok(
        brokerSettings({
          executionTarget: 'tradovate',
          connection: connectionView({ environment: 'live', accountName: 'LIVE99' }),
        }),
      ),
    });
    await render();
    expect(await screen.findByTestId('execution-live')).toHaveTextContent(
      'Every valid alert places a real order on your live Tradovate account',
    );
  });

  it('follows the stream’s broker events', async () => {
    backend({ 'GET /api/broker': ok(brokerSettings({ connection: connectionView() })) });
    await render();
    expect(await screen.findByTestId('broker-status')).toHaveTextContent('Connected');
    act(() =>
      events.latest().emit(
        'broker',
        brokerSettings({
          executionTarget: 'tradovate',
          connection: connectionView({
            status: 'error',
            lastErrorCode: 'BROKER_APP_NOT_APPROVED',
            updatedAt: '2026-03-02T15:00:00.000Z',
          }),
        }),
      ),
    );
    expect(screen.getByTestId('broker-status')).toHaveTextContent('Error');
    expect(screen.getByTestId('broker-last-error')).toHaveTextContent('approve this application');
    expect(within(screen.getByTestId('broker-last-error')).getByRole('link')).toHaveAttribute(
      'href',
      '/docs/errors/broker-app-not-approved',
    );
    expect(
      within(screen.getByTestId('execution-target')).getByLabelText('Tradovate'),
    ).toBeChecked();
  });
});

describe('Execution: connecting Tradovate', () => {
  it('checks every field before sending anything', async () => {
    const api = backend();
    await render();
    await screen.findByTestId('tradovate-connect');
    submit();
    for (const field of ['username', 'password', 'appId', 'appVersion', 'cid', 'secret']) {
      expect(screen.getByTestId(`${field}-error`)).toHaveTextContent('Required.');
    }
    type('Client id (cid)', 'abc');
    submit();
    expect(screen.getByTestId('cid-error')).toHaveTextContent('a whole number');
    expect(api.callsTo('PUT /api/broker/connection')).toHaveLength(0);
  });

  it('asks to confirm that live is real money', async () => {
    const api = backend();
    await render();
    await screen.findByTestId('tradovate-connect');
    fireEvent.click(screen.getByLabelText('Live'));
    expect(screen.getByTestId('tradovate-live-warning')).toHaveTextContent('real money');
    fillCredentials();
    submit();
    expect(screen.getByTestId('liveConfirmed-error')).toHaveTextContent('Tick this box');
    expect(api.callsTo('PUT /api/broker/connection')).toHaveLength(0);
    expect(screen.getByTestId('tradovate-connect-submit')).toHaveTextContent(
      'Connect my live account',
    );
  });

  it('sends the credentials once, then shows the connection and never the secrets', async () => {
    const saved = connectionView({ username: 'ada.trader' });
    const api = backend({ 'PUT /api/broker/connection': ok(saved) });
    await render();
    await screen.findByTestId('tradovate-connect');
    fillCredentials();
    submit();
    await screen.findByTestId('tradovate-connection');
    expect(api.callsTo('PUT /api/broker/connection')[0]?.body).toEqual({
      environment: 'demo',
      username: 'ada.trader',
      password: 'correct horse',
      appId: 'TickRelay',
      appVersion: '1.0',
      cid: 1234,
      secret: 'sec-abc-123',
    });
    expect(screen.getByTestId('broker-username')).toHaveTextContent('ada.trader');
    expect(screen.getByTestId('broker-environment')).toHaveTextContent('Demo');
    expect(screen.getByTestId('broker-account')).toHaveValue('4471023');
    expect(document.body).not.toHaveTextContent('correct horse');
    expect(document.body).not.toHaveTextContent('sec-abc-123');

    fireEvent.click(screen.getByTestId('broker-replace'));
    expect(within(section()).getByLabelText('Password')).toHaveValue('');
    expect(within(section()).getByLabelText('Secret (sec)')).toHaveValue('');
    fireEvent.click(within(section()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('tradovate-connection')).toBeInTheDocument();
  });

  it.each([
    [422, 'BROKER_AUTH_FAILED', 'Tradovate refused these credentials'],
    [503, 'BROKER_UNAVAILABLE', 'Tradovate could not be reached'],
  ])('says what %s %s means', async (status, code, text) => {
    backend({ 'PUT /api/broker/connection': apiError(status, code) });
    await render();
    await screen.findByTestId('tradovate-connect');
    fillCredentials();
    submit();
    expect(await screen.findByTestId('tradovate-connect-error')).toHaveTextContent(text);
  });

  it('tells how to approve the app when Tradovate asks (BROKER_APP_NOT_APPROVED)', async () => {
    backend({ 'PUT /api/broker/connection': apiError(422, 'BROKER_APP_NOT_APPROVED') });
    await render();
    await screen.findByTestId('tradovate-connect');
    fillCredentials();
    submit();
    const error = await screen.findByTestId('tradovate-connect-error');
    expect(error).toHaveTextContent('Approve TickRelay at Tradovate first');
    expect(within(error).getAllByRole('listitem')).toHaveLength(3);
    expect(within(error).getByRole('link')).toHaveAttribute(
      'href',
      '/docs/brokers/tradovate#approve',
    );
  });

  it('waits as long as Tradovate asks on a rate limit (429 Retry-After)', async () => {
    backend({
      'PUT /api/broker/connection': apiError(429, 'BROKER_RATE_LIMITED', undefined, {
        'Retry-After': '30',
      }),
    });
    await render();
    await screen.findByTestId('tradovate-connect');
    fillCredentials();
    submit();
    expect(await screen.findByTestId('tradovate-connect-error')).toHaveTextContent(
      'try again in 30 s',
    );
    const button = screen.getByTestId('tradovate-connect-submit');
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent(/Try again in (30|29) s/);
  });

  it('puts the API’s field errors on their fields', async () => {
    backend({
      'PUT /api/broker/connection': apiError(400, 'VALIDATION_FAILED', {
        cid: 'too_small',
        appVersion: 'too_long',
      }),
    });
    await render();
    await screen.findByTestId('tradovate-connect');
    fillCredentials();
    submit();
    expect(await screen.findByTestId('cid-error')).toHaveTextContent('a whole number');
    expect(screen.getByTestId('appVersion-error')).toHaveTextContent('At most 20 characters.');
    expect(screen.queryByTestId('tradovate-connect-error')).toBeNull();
  });

  it('in French, with the French texts and docs link', async () => {
    backend({ 'PUT /api/broker/connection': apiError(422, 'BROKER_AUTH_FAILED') });
    await render('/fr/membership/webhook');
    await screen.findByTestId('tradovate-connect');
    expect(screen.getByTestId('tradovate-docs-link')).toHaveAttribute(
      'href',
      '/fr/docs/brokers/tradovate#api-key',
    );
    submit();
    expect(screen.getByTestId('username-error')).toHaveTextContent('Obligatoire.');
    type('Nom d’utilisateur', 'ada');
    type('Mot de passe', 'pw');
    type('Nom de l’application (appId)', 'TickRelay');
    type('Version de l’application', '1.0');
    type('Identifiant client (cid)', '7');
    type('Secret (sec)', 's');
    submit();
    expect(await screen.findByTestId('tradovate-connect-error')).toHaveTextContent(
      'Tradovate a refusé ces identifiants',
    );
  });
});

describe('Execution: the saved connection', () => {
  const connected = () =>
    ok(brokerSettings({ executionTarget: 'tradovate', connection: connectionView() }));

  it('picks the account with PATCH /api/broker/connection', async () => {
    const api = backend({
      'GET /api/broker': connected(),
      'PATCH /api/broker/connection': ok(
        connectionView({ accountId: 4471024, accountName: 'DEMO4471024' }),
      ),
    });
    await render();
    fireEvent.change(await screen.findByTestId('broker-account'), { target: { value: '4471024' } });
    await waitFor(() => expect(screen.getByTestId('broker-account')).toHaveValue('4471024'));
    expect(api.callsTo('PATCH /api/broker/connection')[0]?.body).toEqual({ accountId: 4471024 });
  });

  it('tests the connection and says the result', async () => {
    backend({
      'GET /api/broker': connected(),
      'POST /api/broker/connection/test': ok(
        connectionView({ status: 'error', lastErrorCode: 'BROKER_AUTH_FAILED' }),
      ),
    });
    await render();
    fireEvent.click(await screen.findByTestId('broker-test'));
    expect(await screen.findByTestId('broker-test-failed')).toHaveTextContent(
      'Tradovate refused these credentials',
    );
    expect(screen.getByTestId('broker-status')).toHaveTextContent('Error');
  });

  it('removes it after confirming; alerts go to paper again', async () => {
    let removed = false;
    const api = backend({
      'GET /api/broker': () => (removed ? ok(brokerSettings()) : connected()),
      'DELETE /api/broker/connection': () => {
        removed = true;
        return { status: 204 };
      },
    });
    await render();
    fireEvent.click(await screen.findByTestId('broker-remove'));
    const dialog = screen.getByRole('dialog', { name: 'Remove the Tradovate connection?' });
    fireEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('tradovate-connect')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/broker/connection')).toHaveLength(1);
    expect(
      within(screen.getByTestId('execution-target')).getByLabelText('Paper account'),
    ).toBeChecked();
  });

  it('liquidates everything after confirming, and lists what Tradovate did', async () => {
    const api = backend({
      'GET /api/broker': connected(),
      'POST /api/broker/liquidate': ok({
        items: [auditEntry({ id: 'liq', action: 'position_liquidated', trigger: 'member' })],
        nextCursor: null,
      }),
    });
    await render();
    fireEvent.click(await screen.findByTestId('broker-liquidate'));
    const dialog = screen.getByRole('dialog', { name: 'Liquidate the Tradovate account?' });
    expect(dialog).toHaveTextContent('Demo account DEMO4471023');
    fireEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await screen.findByTestId('broker-liquidated')).toHaveTextContent(
      'Broker actions recorded: 1',
    );
    expect(api.callsTo('POST /api/broker/liquidate').map((call) => call.body)).toEqual([{}]);
    const row = screen.getByTestId('audit-row');
    expect(row).toHaveTextContent('Position liquidated');
    expect(row).toHaveTextContent('You');
  });
});
