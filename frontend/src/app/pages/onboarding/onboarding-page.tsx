import { routePaths } from '@tickrelay/contracts/routes';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import {
  Badge,
  ButtonLink,
  Card,
  Container,
  Heading,
  Muted,
  Section,
  Stack,
} from '@/components/ui';
import { useSession } from '@/lib/auth/auth-store';
import { useI18n } from '@/lib/i18n/i18n-context';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepCard = styled(Card)`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(5)};
  align-items: start;
`;

const Number = styled.span`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryText};
  background: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const StepTitle = styled.h2`
  margin: 0;
  font-size: 1.125rem;
`;

const steps = [
  { key: 'connect', to: routePaths.docs, time: 5 },
  { key: 'webhook', to: routePaths.membershipWebhook, time: 2 },
  { key: 'alert', to: routePaths.alertBuilder, time: 5 },
] as const;

/** First steps after sign-up: connect TradingView, copy the webhook, build a first alert. */
export default function OnboardingPage() {
  const { t, localePath } = useI18n();
  const { status, user } = useSession();
  const name = user?.displayName || user?.email;

  return (
    <>
      <PageMeta
        title={t('pages.onboarding.title')}
        description={t('pages.onboarding.description')}
      />
      <Section>
        <Container $narrow>
          <Stack $gap={10}>
            <Stack $gap={3}>
              <Badge $tone="primary" style={{ alignSelf: 'flex-start' }}>
                {t('membership.onboarding.badge')}
              </Badge>
              <Heading as="h1" $size="h1" data-testid="page-heading">
                {t('pages.onboarding.heading')}
              </Heading>
              {name && (
                <Muted $size="lg" data-testid="onboarding-welcome">
                  {t('membership.onboarding.welcome', { name })}
                </Muted>
              )}
              <Muted $size="lg">{t('pages.onboarding.description')}</Muted>
            </Stack>
            <Steps>
              {steps.map((step, index) => (
                <li key={step.key}>
                  <StepCard data-testid={`onboarding-step-${step.key}`}>
                    <Number aria-hidden="true">{index + 1}</Number>
                    <Stack $gap={3} $align="start">
                      <Stack $gap={1}>
                        <StepTitle>
                          <span className="visually-hidden">
                            {t('membership.onboarding.stepLabel', { number: index + 1 })}{' '}
                          </span>
                          {t(`membership.onboarding.${step.key}.title`)}
                        </StepTitle>
                        <Muted $size="sm">
                          {t('membership.onboarding.minutes', { count: step.time })}
                        </Muted>
                      </Stack>
                      <Muted>{t(`membership.onboarding.${step.key}.body`)}</Muted>
                      <ButtonLink
                        to={localePath(step.to)}
                        $variant={index === 0 ? 'primary' : 'secondary'}
                        $size="sm"
                      >
                        {t(`membership.onboarding.${step.key}.action`)}
                      </ButtonLink>
                    </Stack>
                  </StepCard>
                </li>
              ))}
            </Steps>
            <Stack $direction="row" $gap={3} $wrap style={{ minHeight: 40 }}>
              {status === 'member' ? (
                <ButtonLink
                  to={localePath(routePaths.membershipDashboard)}
                  data-testid="onboarding-done"
                >
                  {t('membership.onboarding.toDashboard')}
                </ButtonLink>
              ) : (
                status === 'visitor' && (
                  <ButtonLink to={localePath(routePaths.signup)} data-testid="onboarding-signup">
                    {t('membership.onboarding.createAccount')}
                  </ButtonLink>
                )
              )}
            </Stack>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
