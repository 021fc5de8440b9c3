import styled, { css } from 'styled-components';

export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? '720px' : theme.layout.maxWidth)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(5)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

export const Section = styled.section<{ $muted?: boolean; $tight?: boolean }>`
  padding-block: ${({ theme, $tight }) => theme.space($tight ? 8 : 12)};
  background: ${({ theme, $muted }) => ($muted ? theme.colors.bgMuted : 'transparent')};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-block: ${({ theme, $tight }) => theme.space($tight ? 10 : 20)};
  }
`;

type Align = 'start' | 'center' | 'end' | 'stretch' | 'baseline';

export const Stack = styled.div<{
  $gap?: number;
  $direction?: 'row' | 'column';
  $align?: Align;
  $justify?: 'start' | 'center' | 'end' | 'space-between';
  $wrap?: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction = 'column' }) => $direction};
  gap: ${({ theme, $gap = 4 }) => theme.space($gap)};
  align-items: ${({ $align = 'stretch' }) =>
    $align === 'start' || $align === 'end' ? `flex-${$align}` : $align};
  justify-content: ${({ $justify = 'start' }) =>
    $justify === 'start' || $justify === 'end' ? `flex-${$justify}` : $justify};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  min-width: 0;
`;

/** Responsive grid: one column on phones, `$min`-wide auto-fit columns above. */
export const Grid = styled.div<{ $gap?: number; $min?: string; $columns?: number }>`
  display: grid;
  gap: ${({ theme, $gap = 6 }) => theme.space($gap)};
  grid-template-columns: 1fr;

  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: ${({ $min = '240px', $columns }) =>
      $columns
        ? `repeat(${$columns}, minmax(0, 1fr))`
        : `repeat(auto-fit, minmax(min(${$min}, 100%), 1fr))`};
  }
`;

export const Card = styled.div<{ $interactive?: boolean; $padding?: number }>`
  background: ${({ theme }) => theme.colors.bgElevated};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  padding: ${({ theme, $padding = 6 }) => theme.space($padding)};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;

  ${({ $interactive, theme }) =>
    $interactive &&
    css`
      transition:
        border-color 0.15s ease,
        box-shadow 0.15s ease,
        transform 0.15s ease;

      &:hover {
        border-color: ${theme.colors.borderStrong};
        box-shadow: ${theme.shadows.md};
        transform: translateY(-1px);
      }
    `}
`;
