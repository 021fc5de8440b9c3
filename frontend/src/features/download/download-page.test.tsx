import '@/test/jsdom-polyfills';

import { screen, within } from '@testing-library/react';

import { renderContent } from '@/test/render-content';

import { downloads } from './download-manifest';
import DownloadPage from './download-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('DownloadPage', () => {
  it('lists every file with name, size, version and date', () => {
    setMockLocale('en');
    renderContent(<DownloadPage />, { pattern: 'download', url: '/download' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Templates and guides');
    const items = screen.getAllByTestId('download-item');
    expect(items).toHaveLength(downloads.length);

    const pine = screen.getByRole('listitem', { name: /Pine Script strategy template/ });
    expect(within(pine).getByText('tickrelay-strategy-template.pine')).toBeInTheDocument();
    expect(within(pine).getByTestId('download-size')).toHaveTextContent('4.9 kB');
    expect(within(pine).getByText('2.0.0')).toBeInTheDocument();
    expect(within(pine).getByText('Nov 24, 2026')).toBeInTheDocument();
    const link = within(pine).getByRole('link', {
      name: 'Download Pine Script strategy template (4.9 kB)',
    });
    expect(link).toHaveAttribute('href', '/downloads/tickrelay-strategy-template.pine');
    expect(link).toHaveAttribute('download', 'tickrelay-strategy-template.pine');
    expect(within(pine).getByRole('link', { name: 'View the code' })).toHaveAttribute(
      'href',
      '/code/pine-strategy-template',
    );
  });

  it('formats sizes and dates for French readers and puts the French guide first', () => {
    setMockLocale('fr');
    renderContent(<DownloadPage />, { pattern: 'download', url: '/fr/download' });
    const pine = screen.getByRole('listitem', { name: /Modèle de stratégie Pine Script/ });
    expect(within(pine).getByTestId('download-size').textContent?.replace(/\s/g, ' ')).toBe(
      '4,9 ko',
    );
    expect(within(pine).getByText('24 nov. 2026')).toBeInTheDocument();

    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles.indexOf('Guide de démarrage rapide (français)FR')).toBeLessThan(
      titles.indexOf('Guide de démarrage rapide (anglais)EN'),
    );
  });
});
