import { Link } from 'react-router';
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

const LogoLink = styled(Link)`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 750;
  font-size: 1.0625rem;
  letter-spacing: -0.02em;
  text-decoration: none;
  white-space: nowrap;

  /* App bars are crowded on phones: the mark alone stands for the name there. */
  &[data-compact='true'] span {
    @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
  }
`;

export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="#16a34a" />
      <path
        d="M7 20.5l5-6 4 3.5 6.5-8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="23.5" cy="9" r="2.25" fill="#fff" />
    </svg>
  );
}

/** The product's logo linking to the home page of the current language. */
export function BrandLogo({ compact = false }: { compact?: boolean }) {
  const { localePath, t } = useI18n();
  return (
    <LogoLink to={localePath('/')} aria-label={t('nav.homeAria')} data-compact={compact}>
      <BrandMark />
      <span>TickRelay</span>
    </LogoLink>
  );
}
