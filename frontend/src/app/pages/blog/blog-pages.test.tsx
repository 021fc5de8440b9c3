/**
 * @jest-environment jest-fixed-jsdom
 */
import '@/test/jsdom-polyfills';

import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  isRouteErrorResponse,
  RouterProvider,
  useRouteError,
  type LoaderFunction,
} from 'react-router';
import { ThemeProvider } from 'styled-components';

import { BlogListView } from '@/features/blog/blog-list-view';
import { blogPosts, postsOf, postsTagged } from '@/features/blog/blog-registry';
import { lightTheme } from '@/lib/theme/theme';
import { renderContent } from '@/test/render-content';

import BlogListPage from './blog-list-page';
import BlogPostPage, { loader } from './blog-post-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

function ErrorStatus() {
  const error = useRouteError();
  return <p data-testid="route-error">{isRouteErrorResponse(error) ? error.status : 500}</p>;
}

/** The blog routes as the app mounts them (en and /fr), loaders included. */
function renderBlog(url: string) {
  const page = (path: string, Component: ComponentType, pageLoader?: LoaderFunction) => ({
    path,
    Component,
    loader: pageLoader,
    ErrorBoundary: ErrorStatus,
  });
  const router = createMemoryRouter(
    [
      page('/blog', BlogListPage),
      page('/blog/*', BlogPostPage, loader),
      page('/fr/blog', BlogListPage),
      page('/fr/blog/*', BlogPostPage, loader),
    ],
    { initialEntries: [url] },
  );
  render(
    <ThemeProvider theme={lightTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

const headLink = (selector: string) => document.head.querySelector(selector);

describe('blog list', () => {
  beforeEach(() => setMockLocale('en'));

  it('lists the posts of the language with localised dates, tag chips and the RSS feed', async () => {
    renderBlog('/blog');
    expect(await screen.findByTestId('page-heading')).toHaveTextContent(
      'Notes on automated futures trading',
    );
    const list = screen.getByTestId('blog-post-list');
    expect(within(list).getAllByRole('article')).toHaveLength(postsOf('en').length);
    expect(
      within(list).getByRole('link', { name: 'Webhook security: keep your URL secret' }),
    ).toHaveAttribute('href', '/blog/2026/webhook-security');
    expect(within(list).getByText('September 29, 2026')).toHaveAttribute('datetime', '2026-09-29');
    expect(within(list).getAllByRole('link', { name: 'Security' })[0]).toHaveAttribute(
      'href',
      '/blog/tags/security',
    );
    expect(headLink('link[type="application/rss+xml"]')).toHaveAttribute('href', '/blog/rss.xml');
  });

  it('is written in French under /fr, with the French feed', async () => {
    setMockLocale('fr');
    renderBlog('/fr/blog');
    const list = await screen.findByTestId('blog-post-list');
    expect(
      within(list).getByRole('link', { name: 'Sécurité des webhooks : gardez votre URL secrète' }),
    ).toHaveAttribute('href', '/fr/blog/2026/webhook-security');
    expect(within(list).getByText('29 septembre 2026')).toBeInTheDocument();
    expect(document.title).toBe('Blog · TickRelay');
    expect(headLink('link[type="application/rss+xml"]')).toHaveAttribute(
      'href',
      '/fr/blog/rss.xml',
    );
  });

  it('shows a tag page with only the tagged posts', async () => {
    renderBlog('/blog/tags/security');
    expect(await screen.findByTestId('page-heading')).toHaveTextContent(
      'Articles tagged “Security”',
    );
    const list = screen.getByTestId('blog-post-list');
    expect(within(list).getAllByRole('article')).toHaveLength(postsTagged('en', 'security').length);
    const bar = screen.getByRole('navigation', { name: 'Browse by tag' });
    expect(within(bar).getByRole('link', { name: 'Security' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('paginates: page 2 of 13 posts links back to page 1 and on to page 3', () => {
    const posts = Array.from({ length: 13 }, (_, index) => ({
      ...postsOf('en')[0]!,
      path: `2026/post-${index}`,
      title: `Post ${index}`,
    }));
    renderContent(
      <BlogListView
        posts={posts}
        page={2}
        pathOf={(page) => (page === 1 ? '/blog' : `/blog/page/${page}`)}
        meta={{ title: 'Blog', description: 'All posts' }}
        intro={{ eyebrow: 'Blog', title: 'Blog', lead: 'Lead' }}
      />,
      { pattern: 'blog/*', url: '/blog/page/2' },
    );
    expect(screen.getAllByRole('article').map((card) => card.textContent)).toEqual(
      expect.arrayContaining([expect.stringContaining('Post 6')]),
    );
    expect(screen.getAllByRole('article')).toHaveLength(6);
    const pager = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(pager).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '/blog');
    expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute(
      'href',
      '/blog/page/3',
    );
    expect(within(pager).getByText('2')).toHaveAttribute('aria-current', 'page');
  });

  it('answers 404 for a list page past the end', async () => {
    renderBlog('/blog/page/9');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('404');
  });
});

describe('blog post', () => {
  beforeEach(() => setMockLocale('en'));

  it('renders the post from the generated content, with hreflang and BlogPosting JSON-LD', async () => {
    setMockLocale('fr');
    renderBlog('/fr/blog/2026/position-sizing-with-strategy-order-contracts');
    expect(await screen.findByTestId('page-heading')).toHaveTextContent(
      'La taille de position avec {{strategy.order.contracts}}',
    );
    expect(screen.getByRole('heading', { name: 'D’où vient ce nombre' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Formule/ })).toHaveAttribute('width', '960');
    expect(screen.getByText('20 octobre 2026')).toHaveAttribute('datetime', '2026-10-20');
    expect(headLink('link[hreflang="en"]')?.getAttribute('href')).toMatch(
      /\/blog\/2026\/position-sizing-with-strategy-order-contracts$/,
    );
    expect(headLink('link[hreflang="fr"]')?.getAttribute('href')).toMatch(
      /\/fr\/blog\/2026\/position-sizing-with-strategy-order-contracts$/,
    );
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(jsonLd!.textContent)).toMatchObject({
      '@type': 'BlogPosting',
      datePublished: '2026-10-20',
      inLanguage: 'fr',
    });
    expect(screen.getByRole('heading', { name: 'À lire ensuite' })).toBeInTheDocument();
  });

  it('answers 404 for an unknown post', async () => {
    renderBlog('/blog/2026/nothing-here');
    expect(await screen.findByTestId('route-error')).toHaveTextContent('404');
  });

  it('covers every post in the registry', () => {
    expect(new Set(blogPosts.map((post) => post.path)).size).toBeGreaterThanOrEqual(4);
  });
});
