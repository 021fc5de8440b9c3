import type { ReactNode } from 'react';
import styled from 'styled-components';

import { Muted } from './typography';

const EmptyBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(6)};
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgElevated};
`;

const EmptyIcon = styled.div`
  display: grid;
  place-items: center;
  width: 48px;
  height: 48px;
  color: ${({ theme }) => theme.colors.link};
  background: ${({ theme }) => theme.colors.primarySoft};
  border-radius: ${({ theme }) => theme.radii.pill};
`;

const EmptyTitle = styled.h3`
  margin: 0;
  font-size: 1.0625rem;
`;

const EmptyActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(2)};
`;

/** What a section shows before it has data: what will appear here and how to get there. */
export function EmptyState({
  title,
  description,
  actions,
  testId,
}: {
  title: string;
  description: string;
  actions?: ReactNode;
  testId?: string;
}) {
  return (
    <EmptyBox data-testid={testId}>
      <EmptyIcon aria-hidden="true">
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M3 17l6-6 4 4 8-8" />
          <path d="M14 7h7v7" />
        </svg>
      </EmptyIcon>
      <EmptyTitle>{title}</EmptyTitle>
      <Muted style={{ maxWidth: 440 }}>{description}</Muted>
      {actions && <EmptyActions>{actions}</EmptyActions>}
    </EmptyBox>
  );
}
