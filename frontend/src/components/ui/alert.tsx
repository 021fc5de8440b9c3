import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'info' | 'success' | 'warning' | 'danger';

const Box = styled.div<{ $tone: AlertTone }>`
  display: flex;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid;
  font-size: 0.9375rem;
  line-height: 1.55;
  ${({ theme, $tone }) => {
    const { colors } = theme;
    const tones: Record<AlertTone, [string, string, string]> = {
      info: [colors.bgMuted, colors.borderStrong, colors.text],
      success: [colors.primarySoft, colors.primary, colors.text],
      warning: [colors.warningSoft, colors.warning, colors.text],
      danger: [colors.dangerSoft, colors.danger, colors.text],
    };
    const [background, border, color] = tones[$tone];
    return `background: ${background}; border-color: ${border}; color: ${color};`;
  }}
`;

const Title = styled.strong`
  display: block;
  margin-bottom: 2px;
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  'data-testid'?: string;
}

/** Danger and warning alerts are announced to screen readers as they appear. */
export function Alert({ tone = 'info', title, children, className, ...rest }: AlertProps) {
  const urgent = tone === 'danger' || tone === 'warning';
  return (
    <Box
      $tone={tone}
      className={className}
      role={urgent ? 'alert' : 'status'}
      data-testid={rest['data-testid']}
    >
      <div>
        {title && <Title>{title}</Title>}
        {children}
      </div>
    </Box>
  );
}
