/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';

import { useI18n } from '@/lib/i18n/i18n-context';
import { LANG_COOKIE, readLangCookie } from '@/lib/i18n/lang-cookie';
import { renderWithApp } from '@/test/render-with-app';

import { LanguageSwitcher } from './language-switcher';

function Probe() {
  const { t } = useI18n();
  const location = useLocation();
  return (
    <div>
      <p data-testid="label">{t('common.colorMode.dark')}</p>
      <p data-testid="where">{`${location.pathname}${location.search}${location.hash}`}</p>
      <LanguageSwitcher />
    </div>
  );
}

describe('LanguageSwitcher', () => {
  afterEach(() => {
    document.cookie = `${LANG_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('shows English / Français links to the same page', async () => {
    await renderWithApp(<Probe />, { path: '/fr/blog/post-1?ref=x' });
    const switcher = screen.getByTestId('language-switcher');
    const english = screen.getByTestId('language-option-en');
    const french = screen.getByTestId('language-option-fr');
    expect(switcher).toContainElement(english);
    expect(english).toHaveTextContent('English');
    expect(french).toHaveTextContent('Français');
    expect(english).toHaveAttribute('href', '/blog/post-1?ref=x');
    expect(french).toHaveAttribute('aria-current', 'true');
    expect(english).not.toHaveAttribute('aria-current');

    await userEvent.click(english);
    expect(await screen.findByText('Dark')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent('/blog/post-1?ref=x');
    expect(readLangCookie()).toBe('en');
    await act(() => Promise.resolve());
    expect(document.documentElement.lang).toBe('en');
  });
});
