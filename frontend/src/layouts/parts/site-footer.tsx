import { routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';
import styled from 'styled-components';

import { BrandMark } from '@/components/brand/brand-logo';
import { CookieSettingsLink } from '@/components/consent/cookie-settings-link';
import { useI18n } from '@/lib/i18n/i18n-context';

const Footer = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.bgMuted};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  /* Room for the fixed theme selector so it never covers the last line. */
  padding-bottom: ${({ theme }) => theme.space(16)};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin-inline: auto;
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(5)} 0;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-inline: ${({ theme }) => theme.space(8)};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  grid-template-columns: repeat(2, minmax(0, 1fr));

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 2fr repeat(3, minmax(0, 1fr));
  }
`;

const Brand = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 340px;

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-column: auto;
  }
`;

const BrandName = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 750;
  color: ${({ theme }) => theme.colors.text};
`;

const Small = styled.p`
  margin: 0;
  font-size: 0.875rem;
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ColumnTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.text};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colors.textMuted};
    text-decoration: none;
  }

  a:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(10)};
  padding-top: ${({ theme }) => theme.space(6)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const columns = [
  {
    title: 'nav.footer.product',
    links: [
      { to: routePaths.alertBuilder, label: 'nav.alertBuilder' },
      { to: routePaths.download, label: 'nav.download' },
      { to: routePaths.onboarding, label: 'nav.onboarding' },
      { to: routePaths.membershipDashboard, label: 'nav.membershipArea' },
    ],
  },
  {
    title: 'nav.footer.resources',
    links: [
      { to: routePaths.docs, label: 'nav.docs' },
      { to: routePaths.blog, label: 'nav.blog' },
      { to: routePaths.contact, label: 'nav.contact' },
      { to: routePaths.about, label: 'nav.about' },
    ],
  },
  {
    title: 'nav.footer.legal',
    links: [
      { to: routePaths.futuresRiskDisclosures, label: 'nav.riskDisclosures' },
      { to: routePaths.privacy, label: 'nav.privacy' },
    ],
  },
] as const;

export function SiteFooter() {
  const { t, localePath } = useI18n();
  const year = new Date().getFullYear();

  return (
    <Footer>
      <Inner>
        <Columns>
          <Brand>
            <BrandName>
              <BrandMark size={24} />
              TickRelay
            </BrandName>
            <Small>{t('nav.footer.tagline')}</Small>
          </Brand>
          {columns.map((column) => (
            <nav key={column.title} aria-label={t(column.title)}>
              <ColumnTitle>{t(column.title)}</ColumnTitle>
              <List>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <Link to={localePath(link.to)}>{t(link.label)}</Link>
                  </li>
                ))}
                {column.title === 'nav.footer.legal' && (
                  <li>
                    <CookieSettingsLink />
                  </li>
                )}
              </List>
            </nav>
          ))}
        </Columns>
        <Bottom>
          <Small data-testid="footer-risk-warning">
            {t('nav.footer.riskWarning')}{' '}
            <Link to={localePath(routePaths.futuresRiskDisclosures)}>
              {t('nav.footer.readDisclosures')}
            </Link>
          </Small>
          <Small>{t('nav.footer.copyright', { year })}</Small>
        </Bottom>
      </Inner>
    </Footer>
  );
}
