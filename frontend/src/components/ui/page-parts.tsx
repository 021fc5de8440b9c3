// The parts of a member's page: its heading block, section titles, stats and definition lists.
import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Stack } from './layout-primitives';
import { Heading, Muted } from './typography';

/** Heading block at the top of each membership page. */
export function MembershipPageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
}) {
  return (
    <HeaderRow>
      <Stack $gap={2}>
        <Heading as="h1" $size="h2" data-testid="page-heading">
          {title}
        </Heading>
        <Muted>{description}</Muted>
      </Stack>
      {actions}
    </HeaderRow>
  );
}

const HeaderRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(8)};
`;

export const SectionTitle = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(4)};
  font-size: 1.125rem;
  font-weight: 650;
`;

export const StatLabel = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(2)};
  font-size: 0.8125rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const StatValue = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
  letter-spacing: -0.02em;
`;

export const DefinitionList = styled.dl`
  display: grid;
  grid-template-columns: minmax(120px, 200px) 1fr;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  margin: 0;

  dt {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 500;
    overflow-wrap: anywhere;
  }
`;
