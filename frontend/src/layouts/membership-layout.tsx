import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import styled from 'styled-components';

import { StepUpPrompt } from '@/components/step-up/step-up-dialog';
import { Button } from '@/components/ui';
import { apiErrorMessage } from '@/lib/api/api-client';
import { useSignOut } from '@/lib/api/endpoints/sign-out.endpoint';
import { authStore, useSession } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';
import { notifyError } from '@/lib/toast/notify';

import { AppTopBar } from './parts/app-top-bar';
import { MembershipIcon } from './parts/membership-icons';
import { membershipNav } from './parts/nav-items';
import { SkipLink } from './parts/skip-link';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bgMuted};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: row;
    gap: ${({ theme }) => theme.space(8)};
    padding: ${({ theme }) => theme.space(8)};
  }
`;

const Sidebar = styled.nav`
  flex: none;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.bgElevated};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    width: 220px;
    align-self: flex-start;
    position: sticky;
    top: calc(${({ theme }) => theme.layout.headerHeight} + ${({ theme }) => theme.space(8)});
    border: 0;
    background: transparent;
  }
`;

const SideList = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  list-style: none;
  overflow-x: auto;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    flex-direction: column;
    padding: 0;
    overflow: visible;
  }
`;

const SideLink = styled(NavLink)`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2.5)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  font-size: 0.9375rem;
  font-weight: 500;
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.md};
  white-space: nowrap;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.bgSubtle};
  }

  &[aria-current='page'] {
    color: ${({ theme }) => theme.colors.link};
    background: ${({ theme }) => theme.colors.primarySoft};
    font-weight: 600;
  }
`;

const Content = styled.main`
  flex: 1;
  min-width: 0;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(16)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 0 0 ${({ theme }) => theme.space(16)};
  }

  &:focus {
    outline: none;
  }
`;

const Email = styled.span`
  display: none;
  max-width: 220px;
  overflow: hidden;
  text-overflow: ellipsis;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};

  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    display: inline;
  }
`;

/** Members' area: sidebar with dashboard, profile, subscription and webhook. */
export default function MembershipLayout() {
  const { t, localePath } = useI18n();
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);

  const onSignOut = async () => {
    setSigningOut(true);
    try {
      await signOut();
      // Leave the guarded area first, otherwise the auth guard would bounce to sign-in.
      await navigate(localePath(routePaths.home));
      authStore.setUser(null);
    } catch (error) {
      notifyError(apiErrorMessage(error, t));
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <Root data-layout="membership">
      <SkipLink />
      <AppTopBar context={t('nav.membershipArea')}>
        {user && <Email data-testid="member-name">{user.displayName || user.email}</Email>}
        <Button $variant="ghost" $size="sm" disabled={signingOut} onClick={() => void onSignOut()}>
          {t('nav.signout')}
        </Button>
      </AppTopBar>
      <Body>
        <Sidebar aria-label={t('nav.membership.label')}>
          <SideList>
            {membershipNav.map((item) => (
              <li key={item.to}>
                <SideLink to={localePath(item.to)}>
                  <MembershipIcon name={item.icon} />
                  {t(item.label)}
                </SideLink>
              </li>
            ))}
          </SideList>
        </Sidebar>
        <Content id="main-content" tabIndex={-1}>
          <Outlet />
        </Content>
      </Body>
      <StepUpPrompt />
    </Root>
  );
}
