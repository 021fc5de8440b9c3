import {
  formatAlert,
  SAMPLE_ALERT,
} from '@tickrelay/contracts/alert-payload/alert-payload.samples';
import { routePaths } from '@tickrelay/contracts/routes';

import { PageMeta } from '@/components/page-meta';
import { ButtonLink, Card, Code, Muted, Pre, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { EmptyState, MembershipPageHeader, SectionTitle } from './membership-parts';

/** The site's one sample alert message. */
const SAMPLE_MESSAGE = formatAlert(SAMPLE_ALERT);

export default function MembershipWebhookPage() {
  const { t, localePath } = useI18n();

  return (
    <>
      <PageMeta
        title={t('pages.membershipWebhook.title')}
        description={t('pages.membershipWebhook.description')}
        noindex
      />
      <MembershipPageHeader
        title={t('pages.membershipWebhook.heading')}
        description={t('pages.membershipWebhook.description')}
      />
      <Stack $gap={6}>
        <section aria-labelledby="webhook-url">
          <SectionTitle id="webhook-url">{t('membership.webhook.yourUrl')}</SectionTitle>
          <EmptyState
            testId="webhook-empty"
            title={t('membership.webhook.emptyTitle')}
            description={t('membership.webhook.emptyBody')}
            actions={
              <ButtonLink to={localePath(routePaths.membershipSubscription)}>
                {t('membership.webhook.viewSubscription')}
              </ButtonLink>
            }
          />
        </section>
        <Card>
          <SectionTitle>{t('membership.webhook.howTitle')}</SectionTitle>
          <Stack $gap={4}>
            <ol style={{ margin: 0, paddingLeft: '1.25rem', lineHeight: 1.7 }}>
              <li>{t('membership.webhook.step1')}</li>
              <li>{t('membership.webhook.step2')}</li>
              <li>{t('membership.webhook.step3')}</li>
            </ol>
            <Muted $size="sm">
              {t('membership.webhook.sampleIntro')} <Code>application/json</Code>
            </Muted>
            <Pre data-testid="webhook-sample">
              <code>{SAMPLE_MESSAGE}</code>
            </Pre>
          </Stack>
        </Card>
      </Stack>
    </>
  );
}
