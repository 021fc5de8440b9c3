import { routePaths } from '@tickrelay/contracts/routes';
import { Outlet } from 'react-router';
import styled from 'styled-components';

import { ButtonLink } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { AppTopBar } from './parts/app-top-bar';
import { SkipLink } from './parts/skip-link';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bgMuted};
`;

const Workspace = styled.main`
  flex: 1;
  width: 100%;
  min-width: 0;
  /* Room at the bottom for the fixed theme selector. */
  padding-bottom: ${({ theme }) => theme.space(16)};

  &:focus {
    outline: none;
  }
`;

const HideOnPhone = styled.span`
  display: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: inline-flex;
  }
`;

/** App-like pages (the alert builder): compact top bar and a full-width workspace. */
export default function DashboardLayout() {
  const { t, localePath } = useI18n();
  return (
    <Root data-layout="dashboard">
      <SkipLink />
      <AppTopBar context={t('nav.toolsContext')} compact>
        <HideOnPhone>
          <ButtonLink to={localePath(routePaths.docs)} $variant="ghost" $size="sm">
            {t('nav.docs')}
          </ButtonLink>
        </HideOnPhone>
        <ButtonLink to={localePath(routePaths.membershipDashboard)} $variant="secondary" $size="sm">
          {t('nav.membershipArea')}
        </ButtonLink>
      </AppTopBar>
      <Workspace id="main-content" tabIndex={-1}>
        <Outlet />
      </Workspace>
    </Root>
  );
}
