import { routePaths } from '@tickrelay/contracts/routes';
import { useLocation } from 'react-router';

import { ButtonLink, Muted } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

import { PaymentCard } from './payment-card';

/** A visitor (or an expired session) on /confirm-payment: sign in and come back to this page. */
export function SignInCard() {
  const { t, localePath } = useI18n();
  const { pathname, search } = useLocation();
  const back = encodeURIComponent(`${pathname}${search}`);
  return (
    <PaymentCard
      state="signin"
      tone="neutral"
      title={t('billing.confirm.signin.title')}
      actions={
        <ButtonLink to={`${localePath(routePaths.signin)}?redirect=${back}`}>
          {t('billing.confirm.signin.action')}
        </ButtonLink>
      }
    >
      <Muted $center>{t('billing.confirm.signin.body')}</Muted>
    </PaymentCard>
  );
}
