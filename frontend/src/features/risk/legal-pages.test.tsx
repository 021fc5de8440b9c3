import '@/features/docs/testing/jsdom-polyfills';

import { screen, within } from '@testing-library/react';

import { bodyShape, brokenLinks } from '@/features/docs/testing/content-checks';
import { renderContent } from '@/features/docs/testing/render-content';
import privacyEn from '@/features/privacy/content/privacy-policy.en';
import privacyFr from '@/features/privacy/content/privacy-policy.fr';
import PrivacyPage from '@/features/privacy/privacy-page';

import riskEn from './content/risk-disclosures.en';
import riskFr from './content/risk-disclosures.fr';
import RiskDisclosuresPage from './risk-disclosures-page';

jest.mock('@/lib/i18n/i18n-context', () =>
  jest.requireActual<object>('@/features/docs/testing/mock-i18n'),
);

const { setMockLocale } = jest.requireActual<typeof import('@/features/docs/testing/mock-i18n')>(
  '@/features/docs/testing/mock-i18n',
);

describe('legal content', () => {
  it.each([
    ['risk disclosures', riskEn, riskFr],
    ['privacy policy', privacyEn, privacyFr],
  ])('%s has the same structure and working links in both languages', (_name, en, fr) => {
    expect(bodyShape(fr)).toEqual(bodyShape(en));
    expect(brokenLinks(en)).toEqual([]);
    expect(brokenLinks(fr)).toEqual([]);
    expect(en.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(6);
  });

  it('carries the CFTC Rule 4.41 statement in both languages', () => {
    const text = (body: typeof riskEn) => JSON.stringify(body);
    expect(text(riskEn)).toContain(
      'HYPOTHETICAL OR SIMULATED PERFORMANCE RESULTS HAVE CERTAIN LIMITATIONS',
    );
    expect(text(riskEn)).toContain('CFTC Rule 4.41');
    expect(text(riskFr)).toContain('LES RÉSULTATS DE PERFORMANCES HYPOTHÉTIQUES OU SIMULÉES');
    expect(text(riskFr)).toContain('règle 4.41 de la CFTC');
  });

  it('names every cookie and storage key the site uses', () => {
    for (const body of [privacyEn, privacyFr]) {
      const text = JSON.stringify(body);
      for (const name of ['`lang`', '`nuxt-color-mode`', '`telemetry_session_id`', 'reCAPTCHA']) {
        expect(text).toContain(name);
      }
      for (const type of [
        'page_view',
        'subscribe_click',
        'link_click',
        'login',
        'signup',
        'error',
        'trace',
      ]) {
        expect(text).toContain(`\`${type}\``);
      }
    }
  });
});

describe('legal pages', () => {
  it('renders the risk disclosures with a table of contents pointing at real sections', () => {
    setMockLocale('en');
    renderContent(<RiskDisclosuresPage />, { pattern: '*', url: '/futures-risk-disclosures' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Futures risk disclosures');
    expect(screen.getByText('Last updated November 16, 2026')).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'On this page' });
    const links = within(toc).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(6);
    for (const link of links) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)).not.toBeNull();
    }
  });

  it('renders the privacy policy in French', () => {
    setMockLocale('fr');
    renderContent(<PrivacyPage />, { pattern: '*', url: '/fr/privacy' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Politique de confidentialité');
    expect(screen.getByText('Dernière mise à jour : 16 novembre 2026')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vos droits' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'profil' })).toHaveAttribute(
      'href',
      '/fr/membership/profile',
    );
    expect(document.title).toBe('Politique de confidentialité · TickRelay');
  });
});
