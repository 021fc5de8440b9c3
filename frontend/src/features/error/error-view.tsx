import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Container, Heading, Muted, Stack } from '@/components/ui';

const Wrapper = styled.div`
  padding-block: ${({ theme }) => theme.space(16)};
  text-align: center;
`;

const StatusLine = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.bgSubtle};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const Status = styled.span<{ $tone: 'danger' | 'primary' }>`
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.link)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

export interface ErrorViewProps {
  status: number;
  /** The status's reason phrase as the spec names it (Internal Server Error, Page Not Found). */
  statusMessage: string;
  illustration: ReactNode;
  title: string;
  description: string;
  detail?: ReactNode;
  actions?: ReactNode;
  testId: string;
}

/** Shared frame of the 404 and 500 views; each passes its own illustration and words. */
export function ErrorView({
  status,
  statusMessage,
  illustration,
  title,
  description,
  detail,
  actions,
  testId,
}: ErrorViewProps) {
  return (
    <Wrapper data-testid={testId} data-status={status}>
      <Container $narrow>
        <Stack $gap={5} $align="center">
          {illustration}
          <StatusLine>
            <Status $tone={status >= 500 ? 'danger' : 'primary'} data-testid="error-status">
              {status}
            </Status>
            <span aria-hidden="true">·</span>
            <span data-testid="error-message">{statusMessage}</span>
          </StatusLine>
          <Heading as="h1" $size="h1" $center data-testid="page-heading">
            {title}
          </Heading>
          <Muted $size="lg" $center>
            {description}
          </Muted>
          {detail}
          {actions && <Actions>{actions}</Actions>}
        </Stack>
      </Container>
    </Wrapper>
  );
}
