import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'info';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const { colors } = theme;
    // info: an outcome that is neither the broker's success nor a problem (an alert only relayed).
    const tones: Record<BadgeTone, [string, string]> = {
      neutral: [colors.bgSubtle, colors.textMuted],
      primary: [colors.primarySoft, colors.link],
      success: [colors.primarySoft, colors.success],
      warning: [colors.warningSoft, colors.warning],
      danger: [colors.dangerSoft, colors.danger],
      info: [colors.bgSubtle, colors.text],
    };
    const [background, color] = tones[$tone];
    const ring = $tone === 'info' ? `box-shadow: inset 0 0 0 1px ${colors.borderStrong};` : '';
    return `background: ${background}; color: ${color};${ring}`;
  }}
`;
