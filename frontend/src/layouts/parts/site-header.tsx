import { routePaths } from '@tickrelay/contracts/routes';
import { useEffect, useId, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import styled from 'styled-components';

import { BrandLogo } from '@/components/brand/brand-logo';
import { LanguageSwitcher } from '@/components/language-switcher/language-switcher';
import { ButtonLink } from '@/components/ui';
import { storedMember } from '@/lib/auth/stored-session';
import { useI18n } from '@/lib/i18n/i18n-context';

import { primaryNav } from './nav-items';

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  height: ${({ theme }) => theme.layout.headerHeight};
  background: ${({ theme }) => theme.colors.headerBg};
  backdrop-filter: saturate(180%) blur(12px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  height: 100%;
  /* Wider than the content column: the French navigation needs the room. */
  max-width: calc(${({ theme }) => theme.layout.maxWidth} + 160px);
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

const DesktopNav = styled.nav`
  display: none;
  flex: 1;
  min-width: 0;
  overflow: hidden;

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: flex;
    gap: ${({ theme }) => theme.space(0.5)};
    margin-left: ${({ theme }) => theme.space(2)};
  }
`;

const NavItem = styled(NavLink)`
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2.5)};
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
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Right = styled.div`
  flex: none;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-left: auto;
`;

const DesktopOnly = styled.div`
  display: none;

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: flex;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const MenuButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  height: 40px;
  color: ${({ theme }) => theme.colors.text};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
`;

const MobilePanel = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(5)};
  background: ${({ theme }) => theme.colors.bgElevated};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};

  @media (min-width: ${({ theme }) => theme.breakpoints.xl}) {
    display: none;
  }
`;

const MobileActions = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space(2)};
  margin-top: ${({ theme }) => theme.space(3)};
`;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

export function SiteHeader() {
  const { t, localePath } = useI18n();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const panelId = useId();

  // A link in the menu navigates: close it.
  useEffect(() => setMenuOpen(false), [pathname]);
  // Re-read on every navigation and when another tab signs in or out.
  const [member, setMember] = useState(() => storedMember());
  useEffect(() => setMember(storedMember()), [pathname]);
  useEffect(() => {
    const onStorage = () => setMember(storedMember());
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  const links = primaryNav.map((item) => (
    <NavItem key={item.to} to={localePath(item.to)}>
      {t(item.label)}
    </NavItem>
  ));

  return (
    <Header>
      <Bar>
        <BrandLogo />
        <DesktopNav aria-label={t('nav.primaryLabel')}>{links}</DesktopNav>
        <Right>
          <LanguageSwitcher />
          <DesktopOnly>
            {member ? (
              <ButtonLink to={localePath(routePaths.membershipDashboard)} $size="sm">
                {t('nav.membershipArea')}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={localePath(routePaths.signin)} $variant="ghost" $size="sm">
                  {t('nav.signin')}
                </ButtonLink>
                <ButtonLink to={localePath(routePaths.signup)} $size="sm">
                  {t('nav.signup')}
                </ButtonLink>
              </>
            )}
          </DesktopOnly>
          <MenuButton
            type="button"
            aria-expanded={menuOpen}
            aria-controls={panelId}
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon open={menuOpen} />
          </MenuButton>
        </Right>
      </Bar>
      {menuOpen && (
        <MobilePanel id={panelId} aria-label={t('nav.primaryLabel')}>
          {links}
          <MobileActions>
            {member ? (
              <ButtonLink to={localePath(routePaths.membershipDashboard)}>
                {t('nav.membershipArea')}
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={localePath(routePaths.signin)} $variant="secondary">
                  {t('nav.signin')}
                </ButtonLink>
                <ButtonLink to={localePath(routePaths.signup)}>{t('nav.signup')}</ButtonLink>
              </>
            )}
          </MobileActions>
        </MobilePanel>
      )}
    </Header>
  );
}
