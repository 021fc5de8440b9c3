import styled from 'styled-components';

import type { LiveTransport } from '@/lib/api/live-stream';
import { useI18n } from '@/lib/i18n/i18n-context';

const Box = styled.span<{ $live: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme, $live }) => ($live ? theme.colors.primary : theme.colors.warning)};
  }
`;

/** How the page hears about changes: live, reconnecting, or reading every few seconds. */
export function LiveIndicator({ transport }: { transport: LiveTransport }) {
  const { t } = useI18n();
  return (
    <Box $live={transport === 'live'} data-testid="live-indicator" data-transport={transport}>
      {t(`deliveries.live.${transport}`)}
    </Box>
  );
}
