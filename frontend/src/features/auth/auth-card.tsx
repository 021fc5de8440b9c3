import type { ReactNode } from 'react';
import styled from 'styled-components';

import { BrandMark } from '@/components/brand/brand-logo';
import { Card, Heading, Muted, Stack } from '@/components/ui';

const Backdrop = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(4)}
    ${({ theme }) => theme.space(16)};
  background: radial-gradient(
    60rem 24rem at 50% -8rem,
    ${({ theme }) => theme.colors.primarySoft},
    transparent 70%
  );

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-top: ${({ theme }) => theme.space(16)};
  }
`;

const Column = styled.div`
  width: 100%;
  max-width: 440px;
`;

const Footer = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  text-align: center;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Backdrop>
      <Column>
        <Card $padding={8}>
          <Stack $gap={6}>
            <Stack $gap={3}>
              <BrandMark size={36} />
              <Heading as="h1" $size="h2" data-testid="page-heading">
                {title}
              </Heading>
              {subtitle && <Muted>{subtitle}</Muted>}
            </Stack>
            {children}
          </Stack>
        </Card>
        {footer && <Footer>{footer}</Footer>}
      </Column>
    </Backdrop>
  );
}
