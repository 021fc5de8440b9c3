import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';

import { pageNotFoundMessage } from './error-messages';

const PathMessage = styled.p`
  margin: 0;
  max-width: 100%;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.codeBg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const subscribeNever = () => () => undefined;

/**
 * False while prerendering: the not-found documents nginx answers unknown paths with are built
 * once for every path, so the path is shown only by the app in the browser (from its location).
 */
function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** 'Page not found: {full path}', from the location, once the app runs in the browser. */
export function NotFoundPath() {
  const { pathname, search, hash } = useLocation();
  const inBrowser = useInBrowser();
  if (!inBrowser) return null;
  return (
    <PathMessage data-testid="not-found-message">
      {pageNotFoundMessage(`${pathname}${search}${hash}`)}
    </PathMessage>
  );
}
