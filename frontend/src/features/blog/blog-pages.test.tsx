import '@/test/jsdom-polyfills';

import { screen, within } from '@testing-library/react';

import { renderContent } from '@/test/render-content';

import BlogListPage from './blog-list-page';
import BlogPostPage from './blog-post-page';
import { blogPosts } from './blog-registry';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('BlogListPage', () => {
  beforeEach(() => setMockLocale('en'));

  it('lists every post with its localised date and a link to its nested path', () => {
    renderContent(<BlogListPage />, { pattern: 'blog', url: '/blog' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent(
      'Notes on automated futures trading',
    );
    const list = screen.getByTestId('blog-post-list');
    expect(within(list).getAllByRole('article')).toHaveLength(blogPosts.length);
    expect(
      within(list).getByRole('link', { name: 'Webhook security: keep your URL secret' }),
    ).toHaveAttribute('href', '/blog/2026/webhook-security');
    expect(within(list).getByText('September 29, 2026')).toHaveAttribute('datetime', '2026-09-29');
  });

  it('is written in French under /fr, dates included', () => {
    setMockLocale('fr');
    renderContent(<BlogListPage />, { pattern: 'blog', url: '/fr/blog' });
    const list = screen.getByTestId('blog-post-list');
    expect(
      within(list).getByRole('link', { name: 'Sécurité des webhooks : gardez votre URL secrète' }),
    ).toHaveAttribute('href', '/fr/blog/2026/webhook-security');
    expect(within(list).getByText('29 septembre 2026')).toBeInTheDocument();
    expect(document.title).toBe('Blog · TickRelay');
  });
});

describe('BlogPostPage', () => {
  beforeEach(() => setMockLocale('en'));

  it('resolves a nested path and loads the body of the post', async () => {
    renderContent(<BlogPostPage />, { pattern: 'blog/*', url: '/blog/2026/webhook-security' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent(
      'Webhook security: keep your URL secret',
    );
    expect(
      await screen.findByRole('heading', { name: 'Where webhook URLs leak' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Read next' })).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('loads the French body under /fr', async () => {
    setMockLocale('fr');
    renderContent(<BlogPostPage />, {
      pattern: 'blog/*',
      url: '/fr/blog/2026/position-sizing-with-strategy-order-contracts',
    });
    expect(screen.getByTestId('page-heading')).toHaveTextContent(
      'La taille de position avec {{strategy.order.contracts}}',
    );
    expect(
      await screen.findByRole('heading', { name: 'D’où vient ce nombre' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Formule/ })).toHaveAttribute('width', '960');
  });

  it('shows a localised not-found state with noindex for an unknown post', () => {
    setMockLocale('fr');
    renderContent(<BlogPostPage />, { pattern: 'blog/*', url: '/fr/blog/2026/nothing-here' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Article introuvable');
    expect(screen.getByTestId('blog-not-found')).toHaveTextContent('/blog/2026/nothing-here');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(screen.getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute(
      'href',
      '/fr/blog',
    );
  });
});
