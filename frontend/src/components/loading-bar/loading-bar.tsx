// The thin bar at the top of the viewport that shows page loads (driven by the app shell).
import styled, { useTheme } from 'styled-components';

import { useI18n } from '@/lib/i18n/i18n-context';
import { LOADING_BAR_HEIGHT_PX, useLoadingIndicatorState } from '@/lib/loading-indicator';

const Track = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: ${LOADING_BAR_HEIGHT_PX}px;
  z-index: ${({ theme }) => theme.zIndex.loadingBar};
  pointer-events: none;
  transition: opacity 300ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Bar = styled.div`
  height: 100%;
  width: 100%;
  transform-origin: left center;
  border-radius: 0 ${({ theme }) => theme.radii.pill} ${({ theme }) => theme.radii.pill} 0;
  transition:
    transform 200ms ease-out,
    background-color 200ms ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export function LoadingBar() {
  const { t } = useI18n();
  const theme = useTheme();
  const { visible, progress, error } = useLoadingIndicatorState();
  const value = Math.round(progress);

  // Position and colour change many times per second: inline styles avoid generating a class
  // per value, and transform/opacity never trigger layout.
  return (
    <Track
      data-testid="loading-bar"
      data-state={error ? 'error' : visible ? 'loading' : 'idle'}
      role="progressbar"
      aria-label={t('ui.loadingBar.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      aria-hidden={!visible}
      style={{ opacity: visible ? 1 : 0 }}
    >
      <Bar
        style={{
          transform: `scaleX(${progress / 100})`,
          backgroundColor: error ? theme.colors.danger : theme.colors.primary,
        }}
      />
    </Track>
  );
}
