import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Container, Heading } from '@/components/ui';

const Band = styled.header`
  padding-block: ${({ theme }) => `${theme.space(12)} ${theme.space(10)}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background:
    radial-gradient(
      60% 120% at 0% 0%,
      ${({ theme }) => theme.colors.primarySoft} 0%,
      transparent 70%
    ),
    ${({ theme }) => theme.colors.bgMuted};

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding-block: ${({ theme }) => `${theme.space(16)} ${theme.space(12)}`};
  }
`;

export const Eyebrow = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.link};
`;

const Lead = styled.p`
  max-width: 680px;
  margin: ${({ theme }) => theme.space(4)} 0 0;
  font-size: 1.125rem;
  line-height: 1.65;
  color: ${({ theme }) => theme.colors.textMuted};
  text-wrap: pretty;
`;

const Extra = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface PageIntroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  children?: ReactNode;
}

/** The heading band of content pages; its h1 is the page heading end-to-end tests look for. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <Band>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Heading as="h1" $size="h1" data-testid="page-heading">
          {title}
        </Heading>
        {lead && <Lead>{lead}</Lead>}
        {children && <Extra>{children}</Extra>}
      </Container>
    </Band>
  );
}
