import { localizePath } from '@tickrelay/contracts/locale-path';
import { LOCALE_LABELS, LOCALES } from '@tickrelay/contracts/locales';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';
import { writeLangCookie } from '@/lib/i18n/lang-cookie';

const Group = styled.div`
  display: inline-flex;
  align-items: center;
  padding: 3px;
  gap: 2px;
  background: ${({ theme }) => theme.colors.bgSubtle};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Option = styled(Link)`
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2.5)};
  font-size: 0.8125rem;
  font-weight: 600;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.pill};
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }

  @media (max-width: 399px) {
    padding-inline: ${({ theme }) => theme.space(1.5)};
  }

  &[aria-current='true'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bgElevated};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

/**
 * English / Français links to the same page (path, query and hash kept) in the other language.
 * Plain links, so crawlers see the alternate and the cookie records an explicit choice.
 */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { locale, t } = useI18n();
  // The history entry's state goes along (an emailed link's token lives there, not in the URL).
  const location = useLocation();
  const { pathname, search, hash } = location;
  const state: unknown = location.state;

  return (
    <Group
      role="group"
      aria-label={t('common.language.label')}
      data-testid="language-switcher"
      className={className}
    >
      {LOCALES.map((target) => (
        <Option
          key={target}
          to={localizePath(`${pathname}${search}${hash}`, target)}
          state={state}
          hrefLang={target}
          lang={target}
          aria-current={target === locale ? 'true' : undefined}
          data-testid={`language-option-${target}`}
          onClick={() => writeLangCookie(target)}
        >
          {LOCALE_LABELS[target]}
        </Option>
      ))}
    </Group>
  );
}
