import styled, { keyframes } from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';

const spin = keyframes`to { transform: rotate(360deg); }`;

// Reserves the page's height so the page appearing after the check does not shift the footer.
const Box = styled.div<{ $compact: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $compact }) => ($compact ? '72px' : '60vh')};
`;

const Spinner = styled.span`
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** Shown while a guard waits for the session; `compact` inside a card. */
export function GuardPending({ compact = false }: { compact?: boolean }) {
  const { t } = useI18n();
  return (
    <Box $compact={compact} role="status" aria-live="polite" data-testid="guard-pending">
      <Spinner aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </Box>
  );
}
