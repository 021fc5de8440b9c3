import type { ReactNode } from 'react';
import styled from 'styled-components';

import { BrandLogo } from '@/components/brand/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';

const Bar = styled.header<{ $compact: boolean }>`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  height: ${({ $compact, theme }) => ($compact ? '52px' : theme.layout.headerHeight)};
  padding-inline: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.colors.bgElevated};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    gap: ${({ theme }) => theme.space(3)};
    padding-inline: ${({ theme }) => theme.space(6)};
  }
`;

const Context = styled.span`
  display: none;
  padding-left: ${({ theme }) => theme.space(3)};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  border-left: 1px solid ${({ theme }) => theme.colors.border};

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: inline;
  }
`;

const Right = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

/** Top bar of the app-like layouts (membership area, tools). */
export function AppTopBar({
  context,
  children,
  compact = false,
}: {
  context: string;
  children?: ReactNode;
  compact?: boolean;
}) {
  return (
    <Bar $compact={compact}>
      <BrandLogo compact />
      <Context>{context}</Context>
      <Right>
        {children}
        <LanguageSwitcher />
      </Right>
    </Bar>
  );
}
