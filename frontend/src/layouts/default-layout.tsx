import { Outlet } from 'react-router';
import styled from 'styled-components';

import { SiteFooter } from './parts/site-footer';
import { SiteHeader } from './parts/site-header';
import { SkipLink } from './parts/skip-link';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

// Fills the viewport so a short page never pulls the footer up mid-screen (no layout shift).
const Main = styled.main`
  flex: 1 0 auto;
  min-height: calc(100vh - ${({ theme }) => theme.layout.headerHeight});

  &:focus {
    outline: none;
  }
`;

/** Public pages: header with navigation and language switcher, footer with legal links. */
export default function DefaultLayout() {
  return (
    <Root data-layout="default">
      <SkipLink />
      <SiteHeader />
      <Main id="main-content" tabIndex={-1}>
        <Outlet />
      </Main>
      <SiteFooter />
    </Root>
  );
}
