import { routePaths } from '@tickrelay/contracts/routes';

import { PageMeta } from '@/components/page-meta';
import { Badge, ButtonLink, Card, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { DefinitionList, EmptyState, MembershipPageHeader, SectionTitle } from './membership-parts';

export default function MembershipSubscriptionPage() {
  const { t, localePath } = useI18n();

  return (
    <>
      <PageMeta
        title={t('pages.membershipSubscription.title')}
        description={t('pages.membershipSubscription.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipSubscription.heading')}
        description={t('pages.membershipSubscription.description')}
      />
      <Stack $gap={6}>
        <Card>
          <SectionTitle>{t('membership.subscription.current')}</SectionTitle>
          <Stack $gap={5} $align="start">
            <DefinitionList>
              <dt>{t('membership.subscription.status')}</dt>
              <dd>
                <Badge data-testid="subscription-status">{t('membership.status.inactive')}</Badge>
              </dd>
              <dt>{t('membership.subscription.renewsOn')}</dt>
              <dd>—</dd>
            </DefinitionList>
            <ButtonLink to={localePath(routePaths.renewSubscription)}>
              {t('membership.subscription.renew')}
            </ButtonLink>
          </Stack>
        </Card>
        <section aria-labelledby="billing-history">
          <SectionTitle id="billing-history">{t('membership.subscription.history')}</SectionTitle>
          <EmptyState
            testId="billing-empty"
            title={t('membership.subscription.emptyTitle')}
            description={t('membership.subscription.emptyBody')}
          />
        </section>
      </Stack>
    </>
  );
}
