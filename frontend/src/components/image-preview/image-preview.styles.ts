import styled from 'styled-components';

// The viewer is dark in both themes: photos and screenshots read best on a dark surround.
const overlayText = '#f9fafb';
const controlBg = 'rgba(255, 255, 255, 0.1)';
const controlHover = 'rgba(255, 255, 255, 0.2)';

export const Backdrop = styled.div`
  position: fixed;
  top: 0;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  flex-direction: column;
  background: rgba(3, 7, 18, 0.94);
  color: ${overlayText};
  font-family: ${({ theme }) => theme.fonts.body};
  overscroll-behavior: contain;
`;

export const TopBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  flex: none;
`;

export const Counter = styled.p`
  margin: 0;
  font-size: 0.875rem;
  font-variant-numeric: tabular-nums;
  color: rgba(249, 250, 251, 0.8);
  white-space: nowrap;
`;

export const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  flex-wrap: wrap;
  justify-content: flex-end;
`;

export const ZoomLevel = styled.span`
  min-width: 3.5em;
  text-align: center;
  font-size: 0.8125rem;
  font-variant-numeric: tabular-nums;
  color: rgba(249, 250, 251, 0.8);

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    display: none;
  }
`;

export const ToolButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${controlBg};
  color: inherit;
  cursor: pointer;
  transition: background-color 120ms ease;

  &:hover:not(:disabled) {
    background: ${controlHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  &:disabled {
    opacity: 0.35;
    cursor: default;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const Stage = styled.div<{ $grab: boolean; $dragging: boolean }>`
  position: relative;
  flex: 1;
  min-height: 0;
  overflow: hidden;
  touch-action: none;
  cursor: ${({ $grab, $dragging }) => ($dragging ? 'grabbing' : $grab ? 'grab' : 'default')};
`;

export const PreviewImg = styled.img<{ $animate: boolean }>`
  position: absolute;
  left: 50%;
  top: 50%;
  max-width: none;
  user-select: none;
  -webkit-user-drag: none;
  transition: ${({ $animate }) => ($animate ? 'transform 160ms ease-out' : 'none')};

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const StatusText = styled.p`
  position: absolute;
  top: 50%;
  left: 50%;
  transform: translate(-50%, -50%);
  margin: 0;
  color: rgba(249, 250, 251, 0.8);
  font-size: 0.9375rem;
`;

export const NavButton = styled(ToolButton)<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: ${({ theme }) => theme.space(3)};
  width: 48px;
  height: 48px;
  border-radius: ${({ theme }) => theme.radii.pill};
  transform: translateY(-50%);
  background: rgba(17, 24, 39, 0.7);
`;

export const Caption = styled.p`
  flex: none;
  margin: 0;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)} ${theme.space(4)}`};
  text-align: center;
  font-size: 0.875rem;
  color: rgba(249, 250, 251, 0.85);
  min-height: 1.25em;
`;
