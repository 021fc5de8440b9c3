import { routePaths } from '@tickrelay/contracts/routes';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled, { keyframes } from 'styled-components';

import { Card, Code, Heading, Muted, Stack } from '@/components/ui';
import { useI18n } from '@/lib/i18n/i18n-context';

export type PaymentTone = 'success' | 'waiting' | 'failed' | 'neutral';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Icon = styled.div<{ $tone: PaymentTone }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: ${({ theme }) => theme.radii.pill};
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'failed'
        ? theme.colors.danger
        : $tone === 'waiting'
          ? theme.colors.link
          : theme.colors.warning};
  background: ${({ theme, $tone }) =>
    $tone === 'success' || $tone === 'waiting'
      ? theme.colors.primarySoft
      : $tone === 'failed'
        ? theme.colors.dangerSoft
        : theme.colors.warningSoft};
`;

const Spinner = styled.span`
  width: 28px;
  height: 28px;
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

const iconPaths: Record<Exclude<PaymentTone, 'waiting'>, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  failed:
    'M12 8v5M12 16.5v.5M10.3 3.9L2.4 17.6A2 2 0 0 0 4.1 20.5h15.8a2 2 0 0 0 1.7-2.9L13.7 3.9a2 2 0 0 0-3.4 0z',
  neutral: 'M9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.5',
};

export interface PaymentCardProps {
  /** What the page shows (data-state, for tests and e2e). */
  state: string;
  tone: PaymentTone;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  /** The checkout id, to quote when contacting us. */
  reference?: string;
}

/** The confirmation page's one card: icon (a spinner while waiting), heading, text, actions. */
export function PaymentCard({
  state,
  tone,
  title,
  children,
  actions,
  reference,
}: PaymentCardProps) {
  const { t, localePath } = useI18n();
  return (
    <Card $padding={10} data-testid="payment-state" data-state={state} aria-live="polite">
      <Stack $gap={5} $align="center" style={{ textAlign: 'center' }}>
        <Icon $tone={tone} aria-hidden="true">
          {tone === 'waiting' ? (
            <Spinner data-testid="payment-spinner" />
          ) : (
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
              <path d={iconPaths[tone]} />
            </svg>
          )}
        </Icon>
        <Muted $size="sm">{t('billing.confirm.eyebrow')}</Muted>
        <Heading as="h1" $size="h2" $center data-testid="page-heading">
          {title}
        </Heading>
        {children}
        {reference && (
          <Muted $size="sm" $center>
            {t('billing.confirm.reference')}{' '}
            <Code data-testid="payment-reference">{reference}</Code>
          </Muted>
        )}
        {actions && (
          <Stack $direction="row" $gap={3} $wrap $justify="center">
            {actions}
          </Stack>
        )}
        <Muted $size="sm" $center>
          {t('billing.confirm.help')}{' '}
          <Link to={localePath(routePaths.contact)}>{t('billing.confirm.contact')}</Link>
        </Muted>
      </Stack>
    </Card>
  );
}
