import type { RenewalRecorded as Renewal } from '@tickrelay/contracts/endpoints/subscription.endpoints';
import { routePaths } from '@tickrelay/contracts/routes';
import styled from 'styled-components';

import { ButtonLink, Card, Code, Heading, Muted, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

const Icon = styled.div`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  color: ${({ theme }) => theme.colors.success};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

/** The answer to a recorded renewal: what happened and what comes next (the payment). */
export function RenewalRecorded({ renewal }: { renewal: Renewal }) {
  const { t, localePath } = useI18n();
  return (
    <Card $padding={8} data-testid="renew-recorded" data-status={renewal.status}>
      <Stack $gap={5} $align="center" style={{ textAlign: 'center' }}>
        <Icon aria-hidden="true">
          <svg
            width="28"
            height="28"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.25"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </Icon>
        <Heading as="h2" $size="h2" $center>
          {t('membership.renew.recordedTitle')}
        </Heading>
        <Muted $center>{t('membership.renew.recordedBody')}</Muted>
        <Muted $size="sm" $center>
          {t('membership.renew.reference')}{' '}
          <Code data-testid="renew-reference">{renewal.renewalId}</Code>
        </Muted>
        <ButtonLink to={localePath(routePaths.membershipSubscription)} $variant="secondary">
          {t('membership.renew.viewSubscription')}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
