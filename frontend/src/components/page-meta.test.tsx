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
});
