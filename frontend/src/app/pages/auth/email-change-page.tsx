import { routePaths } from '@tickrelay/contracts/routes';
import { useLocation } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { ButtonLink } from '@/components/ui';
import { AuthCard } from '@/features/auth/auth-card';
import { LinkActionCard } from '@/features/security-log/link-action-card';
import { useEmailChangeLink } from '@/lib/api/endpoints/email-change-link.endpoint';
import { sessionClient, useSession } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

/**
 * /email-change/confirm (the new address's link) and /email-change/undo (the old address's
 * notice). Confirming needs no session (the mail may be opened on another device); undoing
 * signs every device out.
 */
export default function EmailChangePage() {
  const { t, localePath } = useI18n();
  const { pathname } = useLocation();
  const action = pathname.endsWith('/undo') ? 'undo' : 'confirm';
  const send = useEmailChangeLink(action);
  const { user, status } = useSession();

  return (
    <>
      <PageMeta
        title={t('pages.emailChange.title')}
        description={t('pages.emailChange.description')}
        noindex
      />
      <AuthCard title={t('pages.emailChange.heading')}>
        <LinkActionCard
          key={action}
          testId={`email-${action}`}
          copy={{
            explain: t('pages.emailChange.description'),
            action: t(`email.${action}.action`),
            working: t(`email.${action}.working`),
            doneTitle: t(`email.${action}.doneTitle`),
            noToken: t('email.noToken'),
            failed: t('email.failed'),
          }}
          run={async (token) => {
            const { email } = await send({ token });
            if (action === 'undo') sessionClient.signedOut();
            else if (user) sessionClient.userUpdated({ ...user, email });
            return email;
          }}
          done={(email) => t(`email.${action}.done`, { email })}
          after={
            action === 'confirm' && status === 'member' ? (
              <ButtonLink to={localePath(routePaths.membershipProfile)} $variant="secondary" $block>
                {t('email.toProfile')}
              </ButtonLink>
            ) : (
              <ButtonLink to={localePath(routePaths.signin)} $variant="secondary" $block>
                {t('email.toSignIn')}
              </ButtonLink>
            )
          }
        />
      </AuthCard>
    </>
  );
}
