/**
 * @jest-environment jest-fixed-jsdom
 */
// Prerendered HTML hydrates without a mismatch: the page is rendered as the prerender does
// (static handler, styled-components' sheet, renderToString), then the client starts on it.
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  createBrowserRouter,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
} from 'react-router';
import { ServerStyleSheet } from 'styled-components';

import { splitHoisted } from '../../scripts/lib/html-document';
import { createRoutes } from './router';
import { APP_STARTED_ATTRIBUTE, clearPageHead, isPrerenderedFor, startApp } from './start-app';

async function prerender(path: string): Promise<{ head: string; body: string; styles: string }> {
  const handler = createStaticHandler(createRoutes());
  const context = await handler.query(new Request(new URL(path, window.location.origin)));
  if (context instanceof Response) throw new Error(`${path}: ${context.status}`);
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />,
      ),
    );
    return { ...splitHoisted(html), styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}

let errors: jest.SpyInstance;
beforeEach(() => {
  window.scrollTo = jest.fn();
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('isPrerenderedFor', () => {
  it('matches the path the HTML was rendered for, trailing slash aside', () => {
    const root = document.createElement('div');
    root.setAttribute('data-prerendered', '/fr/about');
    expect(isPrerenderedFor(root, '/fr/about')).toBe(true);
    expect(isPrerenderedFor(root, '/fr/about/')).toBe(true);
    expect(isPrerenderedFor(root, '/about')).toBe(false);
    root.setAttribute('data-prerendered', '');
    expect(isPrerenderedFor(root, '/')).toBe(false);
  });
});

describe.each(['/fr/about', '/about', '/fr/futures-risk-disclosures'])('hydrating %s', (path) => {
  it('adopts the server HTML: no mismatch, no recoverable error, one head', async () => {
    window.history.replaceState(null, '', path);
    const { head, body } = await prerender(path);
    document.head.innerHTML = head;
    document.body.innerHTML = `<div id="root" data-prerendered="${path}">${body}</div>`;
    const container = document.getElementById('root')!;
    const heading = container.querySelector('h1');
    expect(heading).not.toBeNull();

    const recoverable: unknown[] = [];
    const router = createBrowserRouter(createRoutes());
    let mode: string | undefined;
    await act(async () => {
      mode = await startApp(container, router, {
        onRecoverableError: (error) => recoverable.push(error),
      });
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));

    expect(mode).toBe('hydrated');
    expect(recoverable).toEqual([]);
    // Hydration mismatches are console errors in React's development build; a page's later
    // asynchronous update outside act() is a test artefact, not a mismatch.
    const logged = errors.mock.calls
      .map((call: unknown[]) => String(call[0]))
      .filter((message) => !message.includes('not wrapped in act'));
    expect(logged).toEqual([]);
    // The very element the server wrote is the live one: hydrated, not replaced.
    expect(container.querySelector('h1')).toBe(heading);
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    router.dispose();
  });
});

describe('a click between hydrateRoot and the end of hydration', () => {
  // public/load-app.js holds clicks until <html data-app-started>, then replays them: from that
  // moment React must take a click itself, hydrating first, not drop it.
  const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
    .IS_REACT_ACT_ENVIRONMENT;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT =
      actEnvironment;
    document.documentElement.removeAttribute(APP_STARTED_ATTRIBUTE);
  });

  it('is handled by the page once data-app-started is set', async () => {
    window.history.replaceState(null, '', '/about');
    const { head, body } = await prerender('/about');
    document.head.innerHTML = head;
    document.body.innerHTML = `<div id="root" data-prerendered="/about">${body}</div>`;
    const container = document.getElementById('root')!;
    const menu = container.querySelector<HTMLButtonElement>('button[aria-expanded]')!;
    expect(menu.getAttribute('aria-expanded')).toBe('false');

    const router = createBrowserRouter(createRoutes());
    await startApp(container, router);
    expect(document.documentElement.hasAttribute(APP_STARTED_ATTRIBUTE)).toBe(true);
    menu.click(); // hydration (in a transition) has not run yet
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(container.querySelector('button[aria-expanded]')).toBe(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    router.dispose();
  });
});

describe('a document rendered for another path (the 404 page)', () => {
  it('renders afresh and drops the prerendered head', async () => {
    window.history.replaceState(null, '', '/no-such-page');
    document.head.innerHTML =
      '<title>Page Not Found · TickRelay</title><meta name="description" content="x">';
    document.body.innerHTML = '<div id="root" data-prerendered=""><p>not found</p></div>';
    const router = createBrowserRouter(createRoutes());
    let mode: string | undefined;
    await act(async () => {
      mode = await startApp(document.getElementById('root')!, router);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(mode).toBe('rendered');
    expect(document.querySelector('[data-testid="not-found-message"]')?.textContent).toBe(
      'Page not found: /no-such-page',
    );
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    router.dispose();
  });

  it('clearPageHead keeps what is not the page’s', () => {
    document.head.innerHTML =
      '<meta charset="utf-8"><title>x</title><meta property="og:title" content="x"><link rel="canonical" href="/x"><link rel="alternate" hreflang="fr" href="/fr/x"><link rel="icon" href="/favicon.svg">';
    clearPageHead();
    expect(document.head.innerHTML).toBe(
      '<meta charset="utf-8"><link rel="icon" href="/favicon.svg">',
    );
  });
});
