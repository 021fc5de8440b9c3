// The frame of every operator console page: its title (noindex: never in a search engine), the
// console's own tabs, and what a signed-in member without the role sees (403 OPERATOR_REQUIRED),
// or an operator without a second factor (403 OPERATOR_SECOND_FACTOR_REQUIRED).
import { routePaths } from '@tickrelay/contracts/routes';
import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';

import { PageMeta } from '@/components/page-meta';
import { Alert, Button, Muted, Stack } from '@/components/ui';
import { MembershipPageHeader } from '@/components/ui/page-parts';
import { apiErrorMessage, ApiError } from '@/lib/api/api-client';
import { useI18n } from '@/lib/i18n/i18n-context';

const Tabs = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(6)};

  a {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }

  a[aria-current='page'] {
    border-color: ${({ theme }) => theme.colors.primary};
    font-weight: 650;
  }
`;

const TABS = [
  ['members', routePaths.operator],
  ['money', routePaths.operatorMoney],
  ['pipeline', routePaths.operatorPipeline],
  ['queues', routePaths.operatorQueues],
] as const;

export function OperatorShell({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const { t, localePath } = useI18n();
  return (
    <>
      <PageMeta
        title={t('operator.meta.title')}
        description={t('operator.meta.description')}
        noindex
      />
      <MembershipPageHeader title={title} description={intro} />
      <Tabs aria-label={t('operator.nav.label')}>
        {TABS.map(([key, path]) => (
          <NavLink key={key} to={localePath(path)} end data-testid={`operator-tab-${key}`}>
            {t(`operator.nav.${key}`)}
          </NavLink>
        ))}
      </Tabs>
      {children}
    </>
  );
}

/** A failed read: the role or the second factor missing, or the API's own message with a retry. */
export function OperatorProblem({ error, retry }: { error: unknown; retry?: () => void }) {
  const { t, localePath } = useI18n();
  if (error instanceof ApiError && error.code === 'OPERATOR_SECOND_FACTOR_REQUIRED') {
    return (
      <Alert tone="warning" data-testid="operator-second-factor-required">
        <Stack $gap={2} $align="start">
          <span>{t('operator.common.secondFactorRequired')}</span>
          <Link to={localePath(routePaths.membershipSecurity)}>
            {t('operator.common.secondFactorLink')}
          </Link>
        </Stack>
      </Alert>
    );
  }
  if (error instanceof ApiError && error.code === 'OPERATOR_REQUIRED') {
    return (
      <Alert tone="warning" data-testid="operator-forbidden">
        {t('operator.common.forbidden')}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" data-testid="operator-error">
      <Stack $gap={2} $align="start">
        <span>{apiErrorMessage(error, t)}</span>
        {retry && (
          <Button $size="sm" $variant="secondary" onClick={retry}>
            {t('operator.common.retry')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

export function OperatorLoading() {
  const { t } = useI18n();
  return <Muted role="status">{t('operator.common.loading')}</Muted>;
}
