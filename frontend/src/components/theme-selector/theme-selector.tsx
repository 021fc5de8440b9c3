import styled from 'styled-components';

import { useColorMode } from '@/lib/color-mode/color-mode-context';
import { colorPreferences, type ColorPreference } from '@/lib/color-mode/color-mode-store';
import { useI18n } from '@/lib/i18n/i18n-context';

const Wrapper = styled.div`
  position: fixed;
  right: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.themeSelector};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  height: 36px;
  padding: 0 ${({ theme }) => theme.space(1)} 0 ${({ theme }) => theme.space(2.5)};
  background: ${({ theme }) => theme.colors.bgElevated};
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  box-shadow: ${({ theme }) => theme.shadows.md};

  &:focus-within {
    border-color: ${({ theme }) => theme.colors.focus};
  }
`;

const NativeSelect = styled.select`
  height: 100%;
  padding: 0 ${({ theme }) => theme.space(1)};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  cursor: pointer;

  /* The global focus ring stays: a keyboard user must see the selector has the focus (the
     wrapper's border colour alone was too faint). */
  &:focus-visible {
    outline-offset: 0;
  }

  option {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bgElevated};
  }
`;

function ModeIcon({ mode }: { mode: ColorPreference }) {
  const common = {
    width: 16,
    height: 16,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round' as const,
    strokeLinejoin: 'round' as const,
    'aria-hidden': true,
  };
  if (mode === 'light') {
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="4" />
        <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
      </svg>
    );
  }
  if (mode === 'dark') {
    return (
      <svg {...common}>
        <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </svg>
  );
}

/** Fixed bottom-right colour-mode picker (System / Light / Dark), persisted by the store. */
export function ThemeSelector() {
  const { t } = useI18n();
  const { preference, setPreference } = useColorMode();

  return (
    // A landmark of its own: it sits outside header, main and footer (axe: region).
    <Wrapper as="aside" aria-label={t('common.colorMode.region')}>
      <ModeIcon mode={preference} />
      <label htmlFor="theme-selector" className="visually-hidden">
        {t('common.colorMode.label')}
      </label>
      <NativeSelect
        id="theme-selector"
        data-testid="theme-selector"
        value={preference}
        onChange={(event) => setPreference(event.target.value)}
      >
        {colorPreferences.map((option) => (
          <option key={option} value={option}>
            {t(`common.colorMode.${option}`)}
          </option>
        ))}
      </NativeSelect>
    </Wrapper>
  );
}
