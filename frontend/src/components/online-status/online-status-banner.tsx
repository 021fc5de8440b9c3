// Small notice shown while the browser is offline. The live region stays mounted so screen
// readers announce the message when it appears; it is fixed, so it never shifts the layout.
import styled from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';
import { useOnlineStatus } from '@/lib/online-status';

const Region = styled.div`
  position: fixed;
  left: ${({ theme }) => theme.space(4)};
  bottom: ${({ theme }) => theme.space(4)};
  z-index: ${({ theme }) => theme.zIndex.toast};
  max-width: min(420px, calc(100vw - 200px));
  pointer-events: none;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    right: ${({ theme }) => theme.space(4)};
    bottom: ${({ theme }) => theme.space(18)};
    max-width: none;
  }
`;

const Notice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bgElevated};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.875rem;
  line-height: 1.4;
  pointer-events: auto;

  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.warning};
  }
`;

function OfflineIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M2 8.8a15 15 0 0 1 4.2-2.6M10.7 5.1A15 15 0 0 1 22 8.8M5 12.6a10 10 0 0 1 5.2-2.5M16.8 11.2a10 10 0 0 1 2.2 1.4M8.5 16.4a5 5 0 0 1 7 0M12 20h.01M3 3l18 18"
      />
    </svg>
  );
}

export function OnlineStatusBanner() {
  const online = useOnlineStatus();
  const { t } = useI18n();
  return (
    <Region role="status" aria-live="polite" data-testid="online-status">
      {online ? null : (
        <Notice>
          <OfflineIcon />
          <span>{t('ui.onlineStatus.offline')}</span>
        </Notice>
      )}
    </Region>
  );
}
