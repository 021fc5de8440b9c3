import '@/test/jsdom-polyfills';

import { screen, within } from '@testing-library/react';

import { bodyShape } from '@/test/content-shape';
import { renderContent } from '@/test/render-content';

import riskEn from './content/risk-disclosures.en';
import riskFr from './content/risk-disclosures.fr';
import RiskDisclosuresPage from './risk-disclosures-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('risk disclosures content', () => {
  it('has the same structure in both languages', () => {
    expect(bodyShape(riskFr)).toEqual(bodyShape(riskEn));
    expect(riskEn.filter((block) => block.type === 'heading').length).toBeGreaterThanOrEqual(6);
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
});

describe('risk disclosures page', () => {
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
});
