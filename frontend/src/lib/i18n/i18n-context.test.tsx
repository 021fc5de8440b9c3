/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { renderWithApp } from '@/test/render-with-app';

import { useI18n } from './i18n-context';
import { LANG_COOKIE, readLangCookie } from './lang-cookie';

function Probe() {
  const { locale, t, localePath, formatNumber, switchLocale } = useI18n();
  const location = useLocation();
  return (
    <div>
      <p data-testid="locale">{locale}</p>
      <p data-testid="label">{t('common.colorMode.dark')}</p>
      <p data-testid="copyright">{t('nav.footer.copyright', { year: 2031 })}</p>
      <p data-testid="path">{localePath('/blog?page=2')}</p>
      <p data-testid="number">{formatNumber(1234.5)}</p>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <button type="button" onClick={() => switchLocale(locale === 'en' ? 'fr' : 'en')}>
        switch
      </button>
    </div>
  );
}

describe('I18nProvider', () => {
  afterEach(() => {
    document.cookie = `${LANG_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('serves English at /… and sets <html lang>', async () => {
    await renderWithApp(<Probe />, { path: '/docs/setup' });
    expect(screen.getByTestId('locale')).toHaveTextContent('en');
    expect(screen.getByTestId('label')).toHaveTextContent('Dark');
    expect(screen.getByTestId('copyright')).toHaveTextContent('© 2031 TickRelay');
    expect(screen.getByTestId('path')).toHaveTextContent('/blog?page=2');
    expect(screen.getByTestId('number')).toHaveTextContent('1,234.5');
    expect(document.documentElement.lang).toBe('en');
  });

  it('serves French at /fr/…', async () => {
    await renderWithApp(<Probe />, { path: '/fr/docs/setup' });
    expect(screen.getByTestId('locale')).toHaveTextContent('fr');
    expect(screen.getByTestId('label')).toHaveTextContent('Sombre');
    expect(screen.getByTestId('path')).toHaveTextContent('/fr/blog?page=2');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('switchLocale keeps the page, query and hash and remembers the choice', async () => {
    await renderWithApp(<Probe />, { path: '/docs/setup?tab=2#step' });
    await userEvent.click(screen.getByRole('button', { name: 'switch' }));
    expect(await screen.findByText('Sombre')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/fr/docs/setup?tab=2#step');
    expect(readLangCookie()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });
});
