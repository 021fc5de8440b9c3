import type { RenewalRecorded as Renewal } from '@tickrelay/contracts/endpoints/subscription.endpoints';
import { routePaths } from '@tickrelay/contracts/routes';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { RecaptchaNotice } from '@/components/recaptcha-notice/recaptcha-notice';
import { Alert, Button, Card, Container, Heading, Muted, Section, Stack } from '@/components/ui';
import { useRenewSubscription } from '@/lib/api/endpoints/renew-subscription.endpoint';
import { useSession } from '@/lib/auth/auth-store';
import { formProblem } from '@/lib/forms/form-errors';
import { useForm } from '@/lib/forms/use-form';
import { useRecaptcha } from '@/lib/guards/recaptcha-context';
import { useI18n } from '@/lib/i18n/i18n-context';

import { RenewalRecorded } from './renewal-recorded';

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    gap: ${({ theme }) => theme.space(2.5)};
    align-items: flex-start;
  }

  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

const featureKeys = ['relay', 'webhook', 'builder', 'support'] as const;

/** grecaptcha gave no token: the page says so instead of sending the request. */
class RecaptchaTokenMissing extends Error {}

function Check() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * Renewal behind reCAPTCHA v3 (action renew_subscription, verified again by the API): the
 * request is recorded now and paid in a later step.
 */
export default function RenewSubscriptionPage() {
  const { t, localePath } = useI18n();
  const { pathname, search } = useLocation();
  const { status } = useSession();
  const recaptcha = useRecaptcha();
  const renewSubscription = useRenewSubscription();
  const [recorded, setRecorded] = useState<Renewal | null>(null);
  const form = useForm({
    initialValues: {},
    submit: async () => {
      // A fresh token: they are single use and expire after two minutes.
      const token = await recaptcha.getToken();
      if (!token) throw new RecaptchaTokenMissing();
      return renewSubscription({ recaptchaToken: token });
    },
    onSuccess: setRecorded,
    problemOf: (failure, translate) =>
      failure instanceof RecaptchaTokenMissing
        ? { fields: {}, form: translate('auth.recaptcha.failed') }
        : formProblem(failure, [], translate),
  });
  const { submitting } = form;
  const error = form.formError;
  const canSubmit = recaptcha.status === 'ready' && status === 'member' && !submitting;
  const signinPath = `${localePath(routePaths.signin)}?redirect=${encodeURIComponent(`${pathname}${search}`)}`;

  return (
    <>
      <PageMeta
        title={t('pages.renewSubscription.title')}
        description={t('membership.renew.description')}
        noindex
      />
      <Section>
        <Container $narrow>
          <Stack $gap={8}>
            <Stack $gap={3}>
              <Heading as="h1" $size="h1" data-testid="page-heading">
                {t('pages.renewSubscription.heading')}
              </Heading>
              <Muted $size="lg">{t('membership.renew.description')}</Muted>
            </Stack>
            {recorded ? (
              <RenewalRecorded renewal={recorded} />
            ) : (
              <Card $padding={8}>
                <Stack $gap={6}>
                  <Stack $gap={1}>
                    <Heading as="h2" $size="h3">
                      {t('membership.renew.planName')}
                    </Heading>
                    <Muted $size="sm">{t('membership.renew.paymentLater')}</Muted>
                  </Stack>
                  <Features>
                    {featureKeys.map((key) => (
                      <li key={key}>
                        <Check />
                        <span>{t(`membership.renew.features.${key}`)}</span>
                      </li>
                    ))}
                  </Features>
                  {status === 'visitor' && (
                    <Alert tone="info" data-testid="renew-signin">
                      {t('membership.renew.signinFirst')}{' '}
                      <Link to={signinPath}>{t('auth.signinAction')}</Link>
                    </Alert>
                  )}
                  {error && (
                    <Alert tone="danger" data-testid="renew-error">
                      {error}
                    </Alert>
                  )}
                  <RecaptchaNotice />
                  <Button
                    $size="lg"
                    $block
                    disabled={!canSubmit}
                    data-testid="renew-submit"
                    onClick={() => void form.submit()}
                  >
                    {submitting ? t('membership.renew.sending') : t('membership.renew.action')}
                  </Button>
                </Stack>
              </Card>
            )}
          </Stack>
        </Container>
      </Section>
    </>
  );
}
