import { useState } from 'react';
import toast from 'react-hot-toast';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { Button, Card, Container, Heading, Muted, Section, Stack } from '@/components/ui';
import { apiErrorMessage } from '@/lib/api-client';
import { navigateTo } from '@/lib/external-navigation';
import { useRecaptcha } from '@/lib/guards/recaptcha-context';
import { RecaptchaNotice } from '@/lib/guards/recaptcha-notice';
import { useI18n } from '@/lib/i18n/i18n-context';

import { startRenewal } from './renew-api';

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

export default function RenewSubscriptionPage() {
  const { t } = useI18n();
  const recaptcha = useRecaptcha();
  const [submitting, setSubmitting] = useState(false);
  const canSubmit = recaptcha.status === 'ready' && !submitting;

  const onRenew = async () => {
    setSubmitting(true);
    try {
      const token = await recaptcha.getToken();
      if (!token) {
        toast.error(t('auth.recaptcha.failed'));
        return;
      }
      const { checkoutUrl } = await startRenewal(token);
      // The checkout lives at the payment provider: leaving the site is intended here.
      navigateTo(checkoutUrl, { external: true });
    } catch (error) {
      toast.error(apiErrorMessage(error, t));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <PageMeta
        title={t('pages.renewSubscription.title')}
        description={t('pages.renewSubscription.description')}
        noindex
      />
      <Section>
        <Container $narrow>
          <Stack $gap={8}>
            <Stack $gap={3}>
              <Heading as="h1" $size="h1" data-testid="page-heading">
                {t('pages.renewSubscription.heading')}
              </Heading>
              <Muted $size="lg">{t('pages.renewSubscription.description')}</Muted>
            </Stack>
            <Card $padding={8}>
              <Stack $gap={6}>
                <Stack $gap={1}>
                  <Heading as="h2" $size="h3">
                    {t('membership.renew.planName')}
                  </Heading>
                  <Muted $size="sm">{t('membership.renew.priceAtCheckout')}</Muted>
                </Stack>
                <Features>
                  {featureKeys.map((key) => (
                    <li key={key}>
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
                      <span>{t(`membership.renew.features.${key}`)}</span>
                    </li>
                  ))}
                </Features>
                <RecaptchaNotice />
                <Button
                  $size="lg"
                  $block
                  disabled={!canSubmit}
                  data-testid="renew-submit"
                  onClick={() => void onRenew()}
                >
                  {submitting ? t('membership.renew.redirecting') : t('membership.renew.action')}
                </Button>
              </Stack>
            </Card>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
