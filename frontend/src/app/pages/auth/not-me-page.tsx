import { routePaths } from '@tickrelay/contracts/routes';

import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui';
import { AuthCard } from '@/features/auth/auth-card';
import { LinkActionCard } from '@/features/security-log/link-action-card';
import { useReportNotMe } from '@/lib/api/endpoints/report-not-me.endpoint';
import { sessionClient } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

/** "This wasn't me" from a security mail: every session ends, a reset link is mailed. */
export default function NotMePage() {
  const { t, localePath } = useI18n();
  const reportNotMe = useReportNotMe();

  return (
    <>
      <PageMeta title={t('pages.notMe.title')} description={t('pages.notMe.description')} noindex />
      <AuthCard title={t('pages.notMe.heading')} subtitle={t('pages.notMe.description')}>
        <LinkActionCard
          testId="not-me"
          copy={{
            explain: t('securityLog.notMe.explain'),
            action: t('securityLog.notMe.confirm'),
            working: t('securityLog.notMe.working'),
            doneTitle: t('securityLog.notMe.doneTitle'),
            noToken: t('securityLog.notMe.noToken'),
            failed: t('securityLog.notMe.failed'),
          }}
          run={async (token) => {
            await reportNotMe({ token });
            // This browser's session (if any) ended with the others.
            sessionClient.signedOut();
          }}
          done={() => t('securityLog.notMe.done')}
          after={
            <ButtonLink to={localePath(routePaths.signin)} $variant="secondary" $block>
              {t('securityLog.notMe.toSignIn')}
            </ButtonLink>
          }
        />
      </AuthCard>
    </>
  );
}
