import '@/test/jsdom-polyfills';

import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { downloads } from '@/features/download/download-manifest';
import { followDownloadLink } from '@/features/download/follow-link';
import { useSession } from '@/lib/auth/auth-store';
import { useEntitlement } from '@/lib/billing/use-entitlement';
import { renderContent } from '@/test/render-content';

import DownloadPage from './download-page';

jest.mock('@/lib/i18n/i18n-context', () => jest.requireActual<object>('@/test/mock-i18n'));
jest.mock('@/lib/auth/auth-store', () => ({ useSession: jest.fn(() => ({ status: 'visitor' })) }));
jest.mock('@/lib/billing/use-entitlement', () => ({
  useEntitlement: jest.fn(() => ({ state: 'pending' })),
}));
const createLink = jest.fn();
jest.mock('@/lib/api/endpoints/create-download-link.endpoint', () => ({
  useCreateDownloadLink: () => createLink,
}));
jest.mock('@/features/download/follow-link', () => ({ followDownloadLink: jest.fn() }));

const { setMockLocale } = jest.requireActual<typeof import('@/test/mock-i18n')>('@/test/mock-i18n');

describe('DownloadPage', () => {
  it('lists every file with name, size, version and date', () => {
    setMockLocale('en');
    renderContent(<DownloadPage />, { pattern: 'download', url: '/download' });
    expect(screen.getByTestId('page-heading')).toHaveTextContent('Templates and guides');
    const items = screen.getAllByTestId('download-item');
    expect(items).toHaveLength(downloads.length);

    const pine = screen.getByRole('listitem', { name: /^Pine Script strategy template$/ });
    expect(within(pine).getByText('tickrelay-strategy-template.pine')).toBeInTheDocument();
    expect(within(pine).getByTestId('download-size')).toHaveTextContent('4.9 kB');
    expect(within(pine).getAllByText('2.0.0')[0]).toBeInTheDocument();
    expect(within(pine).getAllByText('Nov 24, 2026')[0]).toBeInTheDocument();
    expect(within(pine).getByTestId('download-sha256')).toHaveTextContent(
      '613559109c845b2a0e8ac8231557f6a1f0fbaa1ab44868aa57bbb7630a0accab',
    );
    expect(within(pine).getByTestId('download-changelog')).toHaveTextContent('Changelog');
    expect(within(pine).getByTestId('download-changelog')).toHaveTextContent('First release.');
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
    const pine = screen.getByRole('listitem', { name: /^Modèle de stratégie Pine Script$/ });
    expect(within(pine).getByTestId('download-size').textContent?.replace(/\s/g, ' ')).toBe(
      '4,9 ko',
    );
    expect(within(pine).getAllByText('24 nov. 2026')[0]).toBeInTheDocument();
    expect(within(pine).getByTestId('download-changelog')).toHaveTextContent('Première version.');

    const titles = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
    expect(titles.indexOf('Guide de démarrage rapide (français)FR')).toBeLessThan(
      titles.indexOf('Guide de démarrage rapide (anglais)EN'),
    );
  });

  it('shows visitors a lock on member-only files, with the way to sign in', () => {
    setMockLocale('en');
    renderContent(<DownloadPage />, { pattern: 'download', url: '/download' });
    const advanced = screen.getByRole('listitem', { name: /strategy template, advanced/ });
    expect(within(advanced).getByTestId('download-locked')).toHaveTextContent('Members only');
    expect(within(advanced).getByRole('link', { name: 'Sign in to download' })).toHaveAttribute(
      'href',
      '/signin',
    );
    expect(within(advanced).queryByRole('button')).toBeNull();
    expect(within(advanced).getByTestId('download-sha256')).toHaveTextContent(/^[0-9a-f]{64}$/);
  });

  it('sends a member without a subscription to the subscription page, in French', () => {
    setMockLocale('fr');
    jest.mocked(useSession).mockReturnValue({ status: 'member', user: null } as never);
    jest.mocked(useEntitlement).mockReturnValue({ state: 'non-member' } as never);
    renderContent(<DownloadPage />, { pattern: 'download', url: '/fr/download' });
    const environment = screen.getByRole('listitem', { name: /Environnement Postman/ });
    expect(within(environment).getByTestId('download-locked')).toHaveTextContent(
      'Réservé aux membres',
    );
    expect(
      within(environment).getByRole('link', { name: 'Souscrivez une adhésion pour télécharger' }),
    ).toHaveAttribute('href', '/fr/membership/subscription');
  });

  it('asks an entitled member’s signed link from the api and follows it', async () => {
    setMockLocale('en');
    jest.mocked(useSession).mockReturnValue({ status: 'member', user: null } as never);
    jest.mocked(useEntitlement).mockReturnValue({ state: 'member' } as never);
    const url = '/api/downloads/strategy-template-advanced/file?expires=1&sig=ab';
    createLink.mockResolvedValue({ url, expiresAt: '2026-11-24T12:05:00.000Z' });
    renderContent(<DownloadPage />, { pattern: 'download', url: '/download' });
    fireEvent.click(
      screen.getByRole('button', { name: 'Download Pine Script strategy template, advanced' }),
    );
    await waitFor(() => expect(followDownloadLink).toHaveBeenCalledWith(url));
    expect(createLink).toHaveBeenCalledWith('strategy-template-advanced');
  });
});
