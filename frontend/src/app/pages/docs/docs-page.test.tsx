import '@/test/jsdom-polyfills';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderContent } from '@/test/render-content';

import DocsPage from './docs-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

function renderDocs(url: string) {
  return renderContent(<DocsPage />, { pattern: 'docs/*', url });
}

describe('DocsPage', () => {
  beforeEach(() => setMockLocale('en'));

  it('shows the index at /docs with the sidebar tree', () => {
    renderDocs('/docs');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Documentation');
    const nav = screen.getByRole('navigation', { name: 'Documentation' });
    // jsdom ignores media queries: the tree is folded as on a phone, hence `hidden: true`.
    expect(within(nav).getByRole('link', { name: 'Tradovate', hidden: true })).toHaveAttribute(
      'href',
      '/docs/brokers/tradovate',
    );
    expect(document.title).toBe('Documentation · TickRelay');
  });

  it('renders a nested page with breadcrumbs, body and pager', async () => {
    renderDocs('/docs/brokers/tradovate');

    expect(screen.getByTestId('page-heading')).toHaveTextContent('Tradovate');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Brokers' })).toHaveAttribute(
      'href',
      '/docs/brokers',
    );
    expect(within(crumbs).getByText('Tradovate')).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByRole('heading', { name: 'Make an API key' })).toBeInTheDocument();
    expect(screen.queryByTestId('content-loading')).not.toBeInTheDocument();

    const pager = screen.getByRole('navigation', { name: 'Previous and next pages' });
    expect(within(pager).getByRole('link', { name: /Connecting a broker/ })).toHaveAttribute(
      'href',
      '/docs/brokers/overview',
    );
    expect(within(pager).getByRole('link', { name: /Supported contracts/ })).toHaveAttribute(
      'href',
      '/docs/contracts',
    );

    const sidebar = screen.getByRole('navigation', { name: 'Documentation' });
    expect(within(sidebar).getByRole('link', { name: 'Tradovate', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(document.title).toBe('Tradovate – Documentation · TickRelay');
  });

  it('loads the French body under /fr', async () => {
    setMockLocale('fr');
    renderDocs('/fr/docs/webhooks/payload-format');

    expect(screen.getByTestId('page-heading')).toHaveTextContent('Format du message');
    expect(
      await screen.findByRole('heading', { name: 'Règles de validation' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'générateur d’alertes' })).toHaveAttribute(
      'href',
      '/fr/tools/alert-builder',
    );
  });

  it('lists the pages of a group path', () => {
    renderDocs('/docs/webhooks');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Webhooks');
    const main = screen.getByRole('article');
    expect(within(main).getByRole('link', { name: /Payload format/ })).toHaveAttribute(
      'href',
      '/docs/webhooks/payload-format',
    );
  });

  it('shows a localised not-found state, kept out of search indexes', () => {
    setMockLocale('fr');
    renderDocs('/fr/docs/webhooks/does-not-exist');

    expect(screen.getByTestId('page-heading')).toHaveTextContent(
      'Page de documentation introuvable',
    );
    expect(screen.getByTestId('docs-not-found')).toHaveTextContent('/docs/webhooks/does-not-exist');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(
      screen.getByRole('link', { name: 'Aller à l’index de la documentation' }),
    ).toHaveAttribute('href', '/fr/docs');
  });

  it('unfolds the tree on small screens with the toggle', async () => {
    renderDocs('/docs/faq');
    await screen.findByRole('heading', { name: 'Is TickRelay a broker?' });
    const toggle = screen.getByRole('button', { name: 'Browse the documentation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Security' })).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Security' })).toBeVisible();
  });

  it('scrolls to the anchor of the URL once the lazily loaded body is there', async () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    renderDocs('/docs/webhooks/payload-format#actions');

    const heading = await screen.findByRole('heading', { name: 'Actions', level: 2 });
    await waitFor(() => expect(scrollIntoView).toHaveBeenCalled());
    expect(scrollIntoView.mock.contexts[0]).toBe(heading);
  });

  it('renders the page of an error code, reached from the reference in the sidebar', async () => {
    renderDocs('/docs/errors/alert-stale');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('ALERT_STALE: Stale alert');
    const summary = screen.getByTestId('docs-summary');
    expect(summary).toHaveTextContent('The alert’s time was older than its max_lag');
    expect(await screen.findByRole('heading', { name: 'What to do' })).toBeInTheDocument();
    expect(screen.getByText(/status/).closest('li')).toHaveTextContent('status stale');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Error codes' })).toHaveAttribute(
      'href',
      '/docs/errors',
    );
    const sidebar = screen.getByRole('navigation', { name: 'Documentation' });
    expect(
      within(sidebar).getByRole('link', { name: 'Error codes', hidden: true }),
    ).toHaveAttribute('aria-current', 'location');
    // The forty codes are listed on the reference's index, not in the sidebar.
    expect(within(sidebar).queryByRole('link', { name: /ALERT_STALE/, hidden: true })).toBeNull();
    expect(document.title).toBe('ALERT_STALE: Stale alert – Documentation · TickRelay');
  });

  it('lists every code on the French index of the reference', async () => {
    setMockLocale('fr');
    renderDocs('/fr/docs/errors');
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Codes d’erreur');
    expect(await screen.findByRole('heading', { name: 'Journal des livraisons' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'ALERT_DUPLICATE' })).toHaveAttribute(
      'href',
      '/fr/docs/errors/alert-duplicate',
    );
    expect(screen.getByRole('link', { name: 'CSRF_REJECTED' })).toHaveAttribute(
      'href',
      '/fr/docs/errors/csrf-rejected',
    );
  });
});
