import { routePaths } from '@tickrelay/contracts/routes';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';

import { PageMeta } from '@/components/page-meta';
import { PasswordForm } from '@/components/password/password-form';
import { Alert, ButtonLink, Stack } from '@/components/ui';
import { AuthCard } from '@/features/auth/auth-card';
import { SECOND_STEP_PARAM } from '@/features/security/second-step-form';
import { sessionClient, useSession } from '@/lib/auth/auth-store';
import { RECOVERY_ELSEWHERE_PARAM, RECOVERY_ELSEWHERE_VALUE } from '@/lib/auth/session-reactions';
import { GuardPending } from '@/lib/guards/guard-pending';
import { useI18n } from '@/lib/i18n/i18n-context';
import { useLinkToken } from '@/lib/link-token';

const EXPIRED_LINK_CODES = new Set(['TOKEN_INVALID', 'TOKEN_EXPIRED']);

/**
 * With the emailed token: choose a new password (recovery; it signs in and ends the other
 * sessions). Signed in without a token: change the password with the current one.
 */
export default function UpdatePasswordPage() {
  const { t, localePath } = useI18n();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The reset link's ?token= (or, from Supabase, ?code= / #access_token=), already out of the URL.
  const token = useLinkToken();
  const { status } = useSession();
  const [done, setDone] = useState<'recovered' | 'changed' | null>(null);
  const [errorCode, setErrorCode] = useState<string | undefined>();
  const announced = useRef(false);

  useEffect(() => {
    // Opening the emailed link is the recovery event; the other tabs open this page too.
    if (token && !announced.current) {
      announced.current = true;
      sessionClient.passwordRecovery();
    }
  }, [token]);

  const recoveringElsewhere = params.get(RECOVERY_ELSEWHERE_PARAM) === RECOVERY_ELSEWHERE_VALUE;

  const body = () => {
    if (done) {
      return (
        <Stack $gap={4} data-testid="update-password-done">
          <Alert tone="success" title={t('auth.update.doneTitle')}>
            {done === 'recovered' ? t('auth.update.doneRecovered') : t('auth.update.doneChanged')}
          </Alert>
          <ButtonLink to={localePath(routePaths.membershipDashboard)} $block>
            {t('auth.update.toDashboard')}
          </ButtonLink>
        </Stack>
      );
    }
    if (token || status === 'member') {
      return (
        <Stack $gap={4}>
          {!token && <Alert tone="info">{t('auth.update.changeIntro')}</Alert>}
          <PasswordForm
            token={token}
            submitLabel={t('auth.update.save')}
            onFormError={setErrorCode}
            onSecondFactor={() =>
              void navigate(`${localePath(routePaths.signin)}?${SECOND_STEP_PARAM}=1`)
            }
            onDone={(user, expiresAt) => {
              if (token) sessionClient.signedIn(user, expiresAt);
              else sessionClient.userUpdated(user);
              setDone(token ? 'recovered' : 'changed');
            }}
          />
          {token && errorCode && EXPIRED_LINK_CODES.has(errorCode) && (
            <Link to={localePath(routePaths.passwordReset)} data-testid="request-new-link">
              {t('auth.update.requestLink')}
            </Link>
          )}
        </Stack>
      );
    }
    if (status !== 'visitor') return <GuardPending compact />;
    return (
      <Alert
        tone="info"
        title={recoveringElsewhere ? t('auth.update.elsewhereTitle') : undefined}
        data-testid="update-password-no-token"
      >
        <Stack $gap={2}>
          <span>{recoveringElsewhere ? t('auth.update.elsewhere') : t('auth.update.noToken')}</span>
          <span>
            <Link to={localePath(routePaths.passwordReset)}>{t('auth.update.requestLink')}</Link>
            {' · '}
            <Link to={localePath(routePaths.signin)}>{t('auth.signinAction')}</Link>
          </span>
        </Stack>
      </Alert>
    );
  };

  return (
    <>
      <PageMeta
        title={t('pages.updatePassword.title')}
        description={t('pages.updatePassword.description')}
        noindex
      />
      <AuthCard
        title={t('pages.updatePassword.heading')}
        subtitle={done ? undefined : t('pages.updatePassword.subtitle')}
      >
        {body()}
      </AuthCard>
    </>
  );
}
