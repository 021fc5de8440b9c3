import { Link } from 'react-router';
import styled, { css, type DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

const sizes: Record<ButtonSize, { height: string; padding: number; font: string }> = {
  sm: { height: '32px', padding: 3, font: '0.875rem' },
  md: { height: '40px', padding: 4, font: '0.9375rem' },
  lg: { height: '48px', padding: 6, font: '1rem' },
};

function variantStyles(theme: DefaultTheme, variant: ButtonVariant) {
  const { colors } = theme;
  switch (variant) {
    case 'primary':
      return css`
        background: ${colors.primary};
        color: ${colors.primaryText};
        border-color: ${colors.primary};
        &:hover:not(:disabled) {
          background: ${colors.primaryHover};
          border-color: ${colors.primaryHover};
        }
      `;
    case 'danger':
      return css`
        background: ${colors.danger};
        color: ${colors.onDanger};
        border-color: ${colors.danger};
        &:hover:not(:disabled) {
          filter: brightness(0.95);
        }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${colors.text};
        border-color: transparent;
        &:hover:not(:disabled) {
          background: ${colors.bgSubtle};
        }
      `;
    case 'secondary':
      return css`
        background: ${colors.bgElevated};
        color: ${colors.text};
        border-color: ${colors.borderStrong};
        &:hover:not(:disabled) {
          background: ${colors.bgSubtle};
        }
      `;
  }
}

const buttonStyles = css<ButtonStyleProps>`
  ${({ theme, $variant = 'primary', $size = 'md', $block }) => {
    const size = sizes[$size];
    return css`
      display: ${$block ? 'flex' : 'inline-flex'};
      width: ${$block ? '100%' : 'auto'};
      align-items: center;
      justify-content: center;
      gap: ${theme.space(2)};
      min-height: ${size.height};
      padding: 0 ${theme.space(size.padding)};
      font: inherit;
      font-size: ${size.font};
      font-weight: 600;
      line-height: 1;
      white-space: nowrap;
      text-decoration: none;
      border: 1px solid transparent;
      border-radius: ${theme.radii.md};
      cursor: pointer;
      transition:
        background-color 0.15s ease,
        border-color 0.15s ease,
        color 0.15s ease;
      ${variantStyles(theme, $variant)}

      &:disabled,
      &[aria-disabled='true'] {
        opacity: 0.55;
        cursor: not-allowed;
      }
    `;
  }}
`;

export const Button = styled.button.attrs<ButtonStyleProps>((props) => ({
  type: props.type ?? 'button',
}))<ButtonStyleProps>`
  ${buttonStyles}
`;

/** A router Link that looks like a button. */
export const ButtonLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;
