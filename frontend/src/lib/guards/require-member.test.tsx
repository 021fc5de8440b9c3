/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { createAuthStore } from '@/lib/auth/auth-store';
import { inDays, membership, memberWith, ok, subscription } from '@/test/billing-fixtures';
import { apiError, mockApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import { memberRequiredFrom, RequireMember } from './require-member';

const user = { id: '1', email: 'ada@example.com' };
const signedIn = () => createAuthStore(() => Promise.resolve(user));

function SubscriptionStub() {
  const state: unknown = useLocation().state;
  return <p>subscription page, from {memberRequiredFrom(state) ?? 'nowhere'}</p>;
}

const render = (path = '/membership/webhook', store = signedIn()) =>
  renderWithApp(
    <RequireMember store={store}>
      <p>member-only</p>
    </RequireMember>,
    {
      path,
      pattern: path.startsWith('/fr') ? '/fr/membership/webhook' : '/membership/webhook',
      routes: [
        { path: '/membership/subscription', element: <SubscriptionStub /> },
        { path: '/fr/membership/subscription', element: <SubscriptionStub /> },
        { path: '/signin', element: <p>sign in</p> },
      ],
    },
  );

describe('RequireMember (guard `member`)', () => {
  it.each([
    [
      'trialing',
      subscription({ status: 'trialing', trialEndsAt: inDays(5), entitledUntil: inDays(5) }),
    ],
    ['active', subscription()],
    [
      'canceled until the period ends',
      subscription({ status: 'canceled', cancelAtPeriodEnd: true }),
    ],
    ['past_due within the grace', subscription({ status: 'past_due', graceEndsAt: inDays(2) })],
  ])('lets an entitled member in (%s)', async (_name, sub) => {
    mockApi({ 'GET /api/subscription': ok(memberWith(sub)) });
    await render();
    expect(await screen.findByText('member-only')).toBeInTheDocument();
  });

  it.each([
    ['no subscription', membership()],
    ['expired', memberWith(subscription({ status: 'expired', entitledUntil: null }))],
    [
      'past_due after the grace',
      memberWith(subscription({ status: 'past_due', graceEndsAt: inDays(-1) })),
    ],
  ])('sends a member with %s to the localised subscription page', async (_name, answer) => {
    mockApi({ 'GET /api/subscription': ok(answer) });
    const { router } = await render('/fr/membership/webhook?x=1');
    expect(
      await screen.findByText('subscription page, from /fr/membership/webhook?x=1'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fr/membership/subscription');
    expect(screen.queryByText('member-only')).toBeNull();
  });

  it('decides by the contracts’ rule on the dates, not by a stale `entitled` flag', async () => {
    const ended = subscription({
      status: 'canceled',
      currentPeriodEnd: inDays(-1),
      entitledUntil: inDays(-1),
    });
    mockApi({ 'GET /api/subscription': ok(memberWith(ended, { entitled: true })) });
    await render();
    expect(await screen.findByText(/^subscription page/)).toBeInTheDocument();
  });

  it('sends a visitor to sign in without asking for a subscription', async () => {
    const api = mockApi({});
    const { router } = await render(
      '/membership/webhook',
      createAuthStore(() => Promise.resolve(null)),
    );
    expect(await screen.findByText('sign in')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirect=%2Fmembership%2Fwebhook');
    expect(api.callsTo('GET /api/subscription')).toHaveLength(0);
  });

  it('says when the subscription cannot be read, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /api/subscription': () =>
        fail ? apiError(500, 'INTERNAL_ERROR') : ok(memberWith(subscription())),
    });
    await render();
    expect(await screen.findByTestId('member-guard-error')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('member-only')).toBeInTheDocument());
  });
});
