/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';

import { authStore } from '@/lib/auth/auth-store';
import { membership, memberWith, ok, subscription } from '@/test/billing-fixtures';
import { ada, apiError, mockApi } from '@/test/fake-api';
import { renderWithApp } from '@/test/render-with-app';

import MembershipDashboardPage from './membership-dashboard-page';

const PERIOD_END = '2030-06-15T12:00:00.000Z';

beforeEach(() => authStore.setUser(ada));

describe('dashboard: the subscription card', () => {
  it('shows the status and renewal date the API gives, with a link to manage it', async () => {
    mockApi({
      'GET /api/subscription': ok(memberWith(subscription({ currentPeriodEnd: PERIOD_END }))),
    });
    await renderWithApp(<MembershipDashboardPage />, { path: '/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Active');
    expect(screen.getByTestId('subscription-date')).toHaveTextContent('Renews on Jun 15, 2030');
    expect(screen.getByTestId('dashboard-subscription-link')).toHaveAttribute(
      'href',
      '/membership/subscription',
    );
  });

  it('a trial, in French', async () => {
    mockApi({
      'GET /api/subscription': ok(
        memberWith(subscription({ status: 'trialing', trialEndsAt: PERIOD_END })),
      ),
    });
    await renderWithApp(<MembershipDashboardPage />, { path: '/fr/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Essai gratuit');
    expect(screen.getByTestId('subscription-date')).toHaveTextContent(
      'Fin de l’essai 15 juin 2030',
    );
  });

  it('no subscription: says so and links to the plans', async () => {
    mockApi({ 'GET /api/subscription': ok(membership()) });
    await renderWithApp(<MembershipDashboardPage />, { path: '/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('No subscription');
    expect(screen.getByTestId('dashboard-subscription-link')).toHaveAttribute(
      'href',
      '/renew-subscription',
    );
  });

  it('a failed read is not shown as a status', async () => {
    mockApi({ 'GET /api/subscription': apiError(500, 'INTERNAL_ERROR') });
    await renderWithApp(<MembershipDashboardPage />, { path: '/membership/dashboard' });
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('Could not load');
    expect(screen.getByTestId('dashboard-subscription-link')).toHaveAttribute(
      'href',
      '/membership/subscription',
    );
  });
});
