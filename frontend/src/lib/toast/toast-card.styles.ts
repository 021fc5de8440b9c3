import styled, { css, type DefaultTheme } from 'styled-components';

import type { ToastColor } from './toast-types';

/** Accent of each variant; the theme has no blue, so info's is fixed per mode. */
export function toastAccent(theme: DefaultTheme, color: ToastColor): string {
  const { colors } = theme;
  switch (color) {
    case 'primary':
      return colors.primary;
    case 'success':
      return colors.success;
    case 'warning':
      return colors.warning;
    case 'error':
      return colors.danger;
    case 'info':
      return colors.info;
    case 'neutral':
      return colors.textMuted;
  }
}

export const Card = styled.div<{ $color: ToastColor; $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  width: min(420px, calc(100vw - 32px));
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)}
    ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme, $color }) => toastAccent(theme, $color)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  font-size: 0.9375rem;
  transition:
    opacity 0.2s ease,
    transform 0.2s ease;
  ${({ $visible }) =>
    !$visible &&
    css`
      opacity: 0;
      transform: translateY(-8px);
    `}

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Icon = styled.span<{ $color: ToastColor }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  margin-top: 1px;
  font-size: 1.125rem;
  color: ${({ theme, $color }) => toastAccent(theme, $color)};
`;

export const Avatar = styled.img`
  flex: none;
  width: 36px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.pill};
  object-fit: cover;
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
`;

export const TextBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
`;

export const TextButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(0.5)};
  padding: 0;
  font: inherit;
  color: inherit;
  text-align: left;
  background: none;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Title = styled.span`
  font-weight: 600;
  line-height: 1.35;
`;

export const Description = styled.span`
  font-size: 0.875rem;
  line-height: 1.45;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const ActionButton = styled.button<{ $color: ToastColor }>`
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space(3)};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.bgSubtle};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme, $color }) => toastAccent(theme, $color)};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const CloseButton = styled.button`
  flex: none;
  width: 32px;
  height: 32px;
  margin: -4px -4px 0 0;
  font-size: 1.25rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.textMuted};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.bgSubtle};
    color: ${({ theme }) => theme.colors.text};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;
