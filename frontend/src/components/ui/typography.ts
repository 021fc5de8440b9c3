import styled, { css } from 'styled-components';

type HeadingLevel = 'h1' | 'h2' | 'h3' | 'h4';

const headingSizes: Record<HeadingLevel, { size: string; lg: string; weight: number }> = {
  h1: { size: '2rem', lg: '2.75rem', weight: 750 },
  h2: { size: '1.5rem', lg: '1.875rem', weight: 700 },
  h3: { size: '1.125rem', lg: '1.25rem', weight: 650 },
  h4: { size: '1rem', lg: '1rem', weight: 650 },
};

/** Pick the level with `as` (default h2); `$size` sets the look independently of the level. */
export const Heading = styled.h2<{ $size?: HeadingLevel; $center?: boolean }>`
  ${({ theme, $size = 'h2', $center }) => {
    const { size, lg, weight } = headingSizes[$size];
    return css`
      margin: 0;
      color: ${theme.colors.text};
      font-size: ${size};
      font-weight: ${weight};
      line-height: 1.2;
      letter-spacing: -0.02em;
      text-wrap: balance;
      text-align: ${$center ? 'center' : 'inherit'};

      @media (min-width: ${theme.breakpoints.md}) {
        font-size: ${lg};
      }
    `;
  }}
`;

export const Text = styled.p<{ $size?: 'sm' | 'md' | 'lg'; $center?: boolean }>`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ $size = 'md' }) =>
    $size === 'sm' ? '0.875rem' : $size === 'lg' ? '1.125rem' : '1rem'};
  line-height: 1.65;
  text-align: ${({ $center }) => ($center ? 'center' : 'inherit')};
  text-wrap: pretty;
`;

export const Muted = styled(Text)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Code = styled.code`
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875em;
  background: ${({ theme }) => theme.colors.codeBg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 0.1em 0.35em;
  overflow-wrap: anywhere;
`;

export const Pre = styled.pre`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  line-height: 1.6;
  background: ${({ theme }) => theme.colors.codeBg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space(4)};
  overflow-x: auto;

  code {
    background: none;
    border: 0;
    padding: 0;
    font-size: inherit;
  }
`;
