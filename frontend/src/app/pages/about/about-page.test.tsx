import '@/test/jsdom-polyfills';

import { screen } from '@testing-library/react';

import { renderContent } from '@/test/render-content';

import AboutPage from './about-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('AboutPage', () => {
  it.each([
    ['en', '/about-us', 'Built by traders who automate their own strategies', '/contact'],
    [
      'fr',
      '/fr/about',
      'Conçu par des traders qui automatisent leurs propres stratégies',
      '/fr/contact',
    ],
  ] as const)('renders in %s at %s', (locale, url, heading, contactHref) => {
    setMockLocale(locale);
    renderContent(<AboutPage />, { pattern: '*', url });
    expect(screen.getByTestId('page-heading')).toHaveTextContent(heading);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    expect(
      screen.getByRole('link', {
        name: locale === 'en' ? 'Contact the team' : 'Contacter l’équipe',
      }),
    ).toHaveAttribute('href', contactHref);
  });

  it.each([
    ['en', '/about-us', 'https://tickrelay.test/about'],
    ['fr', '/fr/about-us', 'https://tickrelay.test/fr/about'],
  ] as const)('names /about as the canonical page in %s, also at %s', (locale, url, canonical) => {
    setMockLocale(locale);
    renderContent(<AboutPage />, { pattern: '*', url });
    const link = document.querySelector('link[rel="canonical"]');
    expect(link?.getAttribute('href')?.replace(/^https?:\/\/[^/]+/, 'https://tickrelay.test')).toBe(
      canonical,
    );
  });
});
