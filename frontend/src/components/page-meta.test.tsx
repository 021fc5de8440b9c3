/**
 * @jest-environment jest-fixed-jsdom
 */
import { waitFor } from '@testing-library/react';

import { renderWithApp } from '@/test/render-with-app';

import { PageMeta } from './page-meta';

const head = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

describe('PageMeta', () => {
  it('sets title, description, canonical and hreflang alternates of an English page', async () => {
    const { unmount } = await renderWithApp(
      <PageMeta title="Downloads" description="Get the TickRelay tools." />,
      { path: '/download?utm=x' },
    );
    const origin = window.location.origin;
    await waitFor(() => expect(document.title).toBe('Downloads · TickRelay'));
    expect(head('meta[name="description"]')).toBe('Get the TickRelay tools.');
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/download`);
    expect(head('link[hreflang="en"]', 'href')).toBe(`${origin}/download`);
    expect(head('link[hreflang="fr"]', 'href')).toBe(`${origin}/fr/download`);
    expect(head('link[hreflang="x-default"]', 'href')).toBe(`${origin}/download`);
    expect(head('meta[name="robots"]')).toBeUndefined();
    unmount();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('points the canonical of a French page to its French URL', async () => {
    await renderWithApp(<PageMeta title="Accueil" description="Bienvenue" />, { path: '/fr' });
    const origin = window.location.origin;
    await waitFor(() => expect(document.title).toBe('Accueil · TickRelay'));
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/fr`);
    expect(head('link[hreflang="en"]', 'href')).toBe(`${origin}/`);
    expect(head('meta[property="og:locale"]')).toBe('fr_FR');
  });

  it('marks noindex pages and gives them no canonical', async () => {
    await renderWithApp(<PageMeta title="Oops" description="Error" noindex />, { path: '/x' });
    await waitFor(() => expect(head('meta[name="robots"]')).toBe('noindex'));
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('writes Open Graph type and image, and JSON-LD as a data block that cannot close itself', async () => {
    await renderWithApp(
      <PageMeta
        title="Post"
        description="A post"
        type="article"
        image="/images/post.png"
        jsonLd={{ '@type': 'BlogPosting', headline: '</script><b>x' }}
      />,
      { path: '/blog/2026/post' },
    );
    const origin = window.location.origin;
    await waitFor(() => expect(head('meta[property="og:type"]')).toBe('article'));
    expect(head('meta[property="og:image"]')).toBe(`${origin}/images/post.png`);
    expect(head('meta[property="og:url"]')).toBe(`${origin}/blog/2026/post`);
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).toBe(
      '{"@type":"BlogPosting","headline":"\\u003c/script>\\u003cb>x"}',
    );
    expect(JSON.parse(script?.textContent ?? '')).toEqual({
      '@type': 'BlogPosting',
      headline: '</script><b>x',
    });
  });

  it('links a translation under another path, and none when it is missing', async () => {
    const origin = window.location.origin;
    const { unmount } = await renderWithApp(
      <PageMeta title="Billet" description="d" alternates={{ en: '/blog/2026/post' }} />,
      { path: '/fr/blog/2026/billet' },
    );
    await waitFor(() => expect(document.title).toBe('Billet · TickRelay'));
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/fr/blog/2026/billet`);
    expect(head('link[hreflang="en"]', 'href')).toBe(`${origin}/blog/2026/post`);
    expect(head('link[hreflang="fr"]', 'href')).toBe(`${origin}/fr/blog/2026/billet`);
    unmount();

    await renderWithApp(<PageMeta title="Only" description="d" alternates={{ fr: null }} />, {
      path: '/blog/2026/only-en',
    });
    await waitFor(() => expect(document.title).toBe('Only · TickRelay'));
    expect(head('link[rel="canonical"]', 'href')).toBe(`${origin}/blog/2026/only-en`);
    expect(document.head.querySelector('link[hreflang]')).toBeNull();
  });

  it('uses the origin nginx wrote into the page (PUBLIC_SITE_URL)', async () => {
    const meta = document.createElement('meta');
    meta.name = 'tickrelay-site-origin';
    meta.content = 'https://tickrelay.app';
    document.head.append(meta);
    try {
      await renderWithApp(<PageMeta title="About" description="d" />, { path: '/fr/about' });
      await waitFor(() =>
        expect(head('link[rel="canonical"]', 'href')).toBe('https://tickrelay.app/fr/about'),
      );
    } finally {
      meta.remove();
    }
  });
});
