import { routePaths } from '@tickrelay/contracts/routes';
import { Link } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { Card, Muted, Stack } from '@/components/ui';
import { MembershipPageHeader } from '@/components/ui/page-parts';
import { SecurityLogList } from '@/features/security-log/security-log-list';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useMemberTimeZone } from '@/lib/time-zone/member-time-zone';

export default function MembershipSecurityLogPage() {
  const { t, localePath } = useI18n();
  const { zone } = useMemberTimeZone();

  return (
    <>
      <PageMeta
        title={t('pages.membershipSecurityLog.title')}
        description={t('pages.membershipSecurityLog.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipSecurityLog.heading')}
        description={t('pages.membershipSecurityLog.description')}
      />
      <Card data-testid="security-log-card">
        <Stack $gap={4}>
          <Muted $size="sm">{t('securityLog.intro')}</Muted>
          {zone && (
            <Muted $size="sm" data-testid="security-log-zone">
              {t('securityLog.timeZone', { zone: zone.replace(/_/g, ' ') })}{' '}
              <Link to={localePath(routePaths.membershipProfile)}>
                {t('securityLog.changeTimeZone')}
              </Link>
            </Muted>
          )}
          {zone && <SecurityLogList timeZone={zone} />}
        </Stack>
      </Card>
    </>
  );
}
