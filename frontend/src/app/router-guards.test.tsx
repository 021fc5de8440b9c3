/**
 * @jest-environment jest-fixed-jsdom
 */
import { render, screen, waitFor } from '@testing-library/react';
import { routeTable } from '@tickrelay/contracts/routes';
import { createElement } from 'react';
import { createMemoryRouter, RouterProvider, type NonIndexRouteObject } from 'react-router';

import { authStore } from '@/lib/auth/auth-store';
import { membership, memberWith, ok, planList, subscription } from '@/test/billing-fixtures';
import { mockApi } from '@/test/fake-api';

import { RootShell } from './root-shell';
import { localeChildren, localeRoot } from './router';
import {
  currentUrl,
  member,
  mockSessionEndpoint,
  renderRoute,
  slow,
} from './testing/router-test-harness';

jest.mock('@/app/page-modules', () => {
  const actual = jest.requireActual<typeof import('@/app/page-modules')>('@/app/page-modules');
  const stubs = jest.requireActual<typeof import('@/app/testing/page-stubs')>(
    '@/app/testing/page-stubs',
  );
  return {
    ...actual,
    pageModules: {
      ...actual.pageModules,
      ...Object.fromEntries(stubs.foreignPages.map((key) => [key, stubs.stubPage(key)])),
    },
  };
});

beforeEach(() => {
  window.scrollTo = jest.fn();
});

describe('auth guard on the membership pages', () => {
  it.each([
    [
      '/membership/profile?tab=security',
      '/signin?redirect=%2Fmembership%2Fprofile%3Ftab%3Dsecurity',
    ],
    ['/membership', '/signin?redirect=%2Fmembership'],
    ['/fr/membership/webhook', '/fr/signin?redirect=%2Ffr%2Fmembership%2Fwebhook'],
  ])('sends a visitor from %s to %s', async (from, to) => {
    const fetchMock = mockSessionEndpoint(null);
    authStore.setUser(null);
    void authStore.refresh();
    const { router } = renderRoute(from);
    await waitFor(() => expect(currentUrl(router)).toBe(to), slow);
    expect(await screen.findByTestId('signin-form', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText('ada@example.com')).toBeNull();
    expect(fetchMock).toHaveBeenCalled();
  });

  it('asks the session endpoint and lets a member in', async () => {
    mockSessionEndpoint(member);
    await authStore.refresh();
    const { router } = renderRoute('/membership/subscription');
    const heading = await screen.findByTestId('page-heading', {}, slow);
    expect(heading.closest('[data-layout]')).toHaveAttribute('data-layout', 'membership');
    expect(currentUrl(router)).toBe('/membership/subscription');
    expect(screen.getByTestId('member-name')).toHaveTextContent('Ada');
  });
});

describe('guest guard on sign-in and sign-up', () => {
  it.each([
    ['/signin', '/membership/dashboard'],
    ['/signup', '/membership/dashboard'],
    ['/fr/signin', '/fr/membership/dashboard'],
    ['/fr/signup', '/fr/membership/dashboard'],
  ])('sends a member from %s to %s', async (from, to) => {
    mockSessionEndpoint(member);
    const { router } = renderRoute(from, { session: member });
    await waitFor(() => expect(currentUrl(router)).toBe(to), slow);
    expect(await screen.findByTestId('page-heading', {}, slow)).toHaveTextContent(
      /Dashboard|Tableau de bord/,
    );
  });

  it('honours a same-site ?redirect= for a member and ignores an off-site one', async () => {
    mockSessionEndpoint(member);
    const first = renderRoute('/signin?redirect=%2Fmembership%2Fwebhook', { session: member });
    await waitFor(() => expect(currentUrl(first.router)).toBe('/membership/webhook'), slow);
    first.unmount();

    const second = renderRoute('/signin?redirect=%2F%2Fevil.example%2Fx', { session: member });
    await waitFor(() => expect(currentUrl(second.router)).toBe('/membership/dashboard'), slow);
  });

  it('shows the form to a visitor', async () => {
    mockSessionEndpoint(null);
    const { router } = renderRoute('/signup', { session: null });
    expect(await screen.findByTestId('signup-form', {}, slow)).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/signup');
  });
});

describe('recaptcha guard on renew-subscription', () => {
  it('without a site key: a localised notice and the action stays disabled', async () => {
    mockSessionEndpoint(null);
    renderRoute('/fr/renew-subscription');
    expect(await screen.findByTestId('recaptcha-unavailable', {}, slow)).toHaveTextContent(
      'Vérification indisponible',
    );
    expect(screen.getByTestId('renew-submit')).toBeDisabled();
    expect(document.querySelector('script[src*="recaptcha"]')).toBeNull();
  });
});

describe('member guard (a route-table entry with guard "member")', () => {
  const withMemberPage = routeTable.map((definition) =>
    definition.page === 'membershipWebhook'
      ? { ...definition, guard: 'member' as const }
      : definition,
  );
  const renderTable = (path: string) =>
    render(
      createElement(RouterProvider, {
        router: createMemoryRouter(
          [
            {
              id: 'root',
              Component: RootShell,
              HydrateFallback: () => null,
              children: [
                {
                  ...(localeRoot('en') as NonIndexRouteObject),
                  children: localeChildren(withMemberPage),
                },
              ],
            },
          ],
          { initialEntries: [path] },
        ),
      }),
    );

  it('lets an entitled member in, inside the membership layout', async () => {
    mockApi({
      'GET /api/auth/session': { status: 200, body: { user: member, expiresAt: null } },
      'GET /api/subscription': ok(memberWith(subscription())),
    });
    authStore.setUser(member);
    renderTable('/membership/webhook');
    const heading = await screen.findByTestId('page-heading', {}, slow);
    expect(heading).toHaveTextContent('Webhook');
    expect(heading.closest('[data-layout]')).toHaveAttribute('data-layout', 'membership');
  });

  it('sends a member without a subscription to the subscription page, which says why', async () => {
    mockApi({
      'GET /api/auth/session': { status: 200, body: { user: member, expiresAt: null } },
      'GET /api/subscription': ok(membership()),
      'GET /api/subscription/invoices': ok({ invoices: [] }),
      'GET /api/billing/plans': ok(planList),
    });
    authStore.setUser(member);
    renderTable('/membership/webhook');
    expect(await screen.findByTestId('member-required', {}, slow)).toHaveTextContent(
      'The page you opened needs an active subscription.',
    );
  });
});
