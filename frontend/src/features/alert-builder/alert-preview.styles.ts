import styled from 'styled-components';

import { Card } from '@/components/ui';

export const PreviewColumn = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(5)};
  min-width: 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    position: sticky;
    top: ${({ theme }) => theme.space(6)};
  }
`;

export const PreviewCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
`;

export const PreviewHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};

  h2 {
    margin: 0;
    font-size: 1rem;
    font-weight: 700;
  }
`;

export const CodeBlock = styled.pre`
  margin: 0;
  min-height: 240px;
  max-height: 560px;
  overflow: auto;
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.codeBg};
  color: ${({ theme }) => theme.colors.text};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  line-height: 1.65;
  tab-size: 2;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  .key {
    color: ${({ theme }) => theme.colors.link};
  }
  .number,
  .literal {
    color: ${({ theme }) => theme.colors.warning};
  }
  .placeholder {
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.primarySoft};
    color: ${({ theme }) => theme.colors.link};
    font-weight: 600;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Steps = styled.ol`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.9375rem;
  line-height: 1.55;
  color: ${({ theme }) => theme.colors.text};

  li::marker {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
`;

export const WebhookHint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
`;

/** The member's own webhook URL: long, so it wraps anywhere; selectable as a whole. */
export const WebhookUrl = styled.code`
  flex: 1 1 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.bgElevated};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
  user-select: all;
`;

export const ByteCount = styled.p<{ $level: 'ok' | 'near' | 'over' }>`
  margin: 0;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  font-weight: ${({ $level }) => ($level === 'ok' ? 400 : 600)};
  color: ${({ theme, $level }) =>
    $level === 'over'
      ? theme.colors.danger
      : $level === 'near'
        ? theme.colors.warning
        : theme.colors.textMuted};
`;
