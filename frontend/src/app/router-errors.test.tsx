/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, waitFor } from '@testing-library/react';

import { loadingIndicator } from '@/lib/loading-indicator';

import { stubBehaviour } from './testing/page-stubs';
import { mockSessionEndpoint, renderRoute, slow } from './testing/router-test-harness';

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

let consoleError: jest.SpyInstance;

beforeEach(() => {
  window.scrollTo = jest.fn();
  mockSessionEndpoint(null);
  // Expected noise: React and the router log the errors these tests provoke on purpose.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  consoleError.mockRestore();
  for (const key of Object.keys(stubBehaviour)) delete stubBehaviour[key as 'home'];
});

const robots = () => document.head.querySelector('meta[name="robots"]')?.getAttribute('content');

describe('unknown routes', () => {
  it('show "Page not found: {full path}" inside the default layout, noindex', async () => {
    renderRoute('/no/such/page?ref=mail#part');
    const message = await screen.findByTestId('not-found-message', {}, slow);
    expect(message).toHaveTextContent('Page not found: /no/such/page?ref=mail#part');
    expect(screen.getByTestId('error-view-404')).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page Not Found');
    expect(screen.getByTestId('page-heading')).toHaveTextContent("This page doesn't exist");
    expect(message.closest('[data-layout]')).toHaveAttribute('data-layout', 'default');
    await waitFor(() => expect(robots()).toBe('noindex'), slow);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('are localised around the message under /fr', async () => {
    renderRoute('/fr/inconnue');
    expect(await screen.findByTestId('not-found-message', {}, slow)).toHaveTextContent(
      'Page not found: /fr/inconnue',
    );
    expect(screen.getByTestId('page-heading')).toHaveTextContent("Cette page n'existe pas");
    await waitFor(() => expect(document.documentElement.lang).toBe('fr'), slow);
  });

  it('cover near misses of real routes', async () => {
    for (const path of ['/code', '/membership/unknown', '/tools', '/fr/fr', '/en/blog']) {
      const { unmount } = renderRoute(path);
      expect(await screen.findByTestId('not-found-message', {}, slow)).toHaveTextContent(
        `Page not found: ${path}`,
      );
      unmount();
    }
  });
});

describe('error page', () => {
  it('/error shows the 500 view with Internal Server Error by default', async () => {
    renderRoute('/error');
    const view = await screen.findByTestId('error-view-500', {}, slow);
    expect(view).toHaveAttribute('data-status', '500');
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Internal Server Error');
    expect(view.querySelector('[data-illustration="500"]')).not.toBeNull();
  });

  it('/error?status=404 shows the 404 view, its own component', async () => {
    renderRoute('/fr/error?status=404');
    const view = await screen.findByTestId('error-view-404', {}, slow);
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page Not Found');
    expect(view.querySelector('[data-illustration="404"]')).not.toBeNull();
    expect(screen.queryByTestId('error-view-500')).toBeNull();
    expect(screen.getByTestId('page-heading')).toHaveTextContent("Cette page n'existe pas");
  });

  it('/error with another status keeps that status and a fixed phrase', async () => {
    renderRoute('/error?status=503&message=<b>owned</b>');
    await screen.findByTestId('error-view-500', {}, slow);
    expect(screen.getByTestId('error-status')).toHaveTextContent('503');
    expect(screen.getByTestId('error-message')).toHaveTextContent('Service Unavailable');
    expect(document.body.textContent).not.toContain('owned');
  });

  it('/error with a nonsense status falls back to 500', async () => {
    renderRoute('/error?status=banana');
    await screen.findByTestId('error-view-500', {}, slow);
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
  });
});

describe('unhandled errors', () => {
  it('a page that throws while rendering shows the 500 view inside its layout', async () => {
    stubBehaviour.download = 'throw';
    renderRoute('/download');
    const view = await screen.findByTestId('error-view-500', {}, slow);
    expect(screen.getByTestId('error-message')).toHaveTextContent('Internal Server Error');
    expect(view.closest('[data-layout]')).toHaveAttribute('data-layout', 'default');
    expect(consoleError).toHaveBeenCalled();
  });

  it('a route chunk that fails to load turns the loading bar red and shows the 500 view', async () => {
    const error = jest.spyOn(loadingIndicator, 'error');
    stubBehaviour.privacy = 'fail-load';
    renderRoute('/privacy');
    expect(await screen.findByTestId('error-view-500', {}, slow)).toBeInTheDocument();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
