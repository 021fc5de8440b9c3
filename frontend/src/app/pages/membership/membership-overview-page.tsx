import { Link } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { Card, Grid, Muted } from '@/components/ui';
import { MembershipPageHeader } from '@/components/ui/page-parts';
import { MembershipIcon } from '@/layouts/parts/membership-icons';
import { membershipNav } from '@/layouts/parts/nav-items';
import { useSession } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

const CardLink = styled(Link)`
  display: block;
  color: inherit;
  text-decoration: none;
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const CardTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 1.0625rem;
  color: ${({ theme }) => theme.colors.text};

  svg {
    color: ${({ theme }) => theme.colors.link};
  }
`;

const sectionKeys = {
  dashboard: 'membership.overview.dashboard',
  profile: 'membership.overview.profile',
  subscription: 'membership.overview.subscription',
  webhook: 'membership.overview.webhook',
  securityLog: 'membership.overview.securityLog',
  security: 'membership.overview.security',
} as const;

export default function MembershipOverviewPage() {
  const { t, localePath } = useI18n();
  const { user } = useSession();
  const name = user?.displayName || user?.email || '';

  return (
    <>
      <PageMeta
        title={t('pages.membership.title')}
        description={t('pages.membership.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membership.heading')}
        description={
          name ? t('membership.overview.welcome', { name }) : t('pages.membership.description')
        }
      />
      <Grid $min="240px" $gap={4}>
        {membershipNav.map((item) => (
          <CardLink key={item.to} to={localePath(item.to)}>
            <Card $interactive>
              <CardTitle>
                <MembershipIcon name={item.icon} />
                {t(item.label)}
              </CardTitle>
              <Muted $size="sm">{t(sectionKeys[item.icon])}</Muted>
            </Card>
          </CardLink>
        ))}
      </Grid>
    </>
  );
}
