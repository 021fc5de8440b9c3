// The deliveries table's styles, over components/ui's data table: a table on wide screens, one
// card per delivery on phones, and the brief highlight of a delivery that just arrived live.
import styled, { keyframes } from 'styled-components';

import { Table as BaseTable, TableScroll } from '@/components/ui/table.styles';

const arrive = keyframes`
  from { background: var(--arrive-from); }
  to { background: transparent; }
`;

export const Table = styled(BaseTable)`
  th,
  td {
    vertical-align: middle;
  }

  td.code code {
    white-space: nowrap;
    overflow-wrap: normal;
  }

  time span {
    display: block;
  }

  time span + span {
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  tr[data-live='true'] > td {
    --arrive-from: ${({ theme }) => theme.colors.primarySoft};
    animation: ${arrive} 2.5s ease-out;
  }

  tr[data-highlight='true'] > td {
    background: ${({ theme }) => theme.colors.primarySoft};
  }

  tr.details > td {
    background: ${({ theme }) => theme.colors.bgMuted};
  }

  /* Phones: each delivery is a card, every cell named by its column. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }

    tbody,
    tr,
    td {
      display: block;
    }

    tr:not(.details) {
      display: grid;
      grid-template-columns: repeat(2, minmax(0, 1fr));
      padding: ${({ theme }) => theme.space(2)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }

    td {
      border: 0;
      padding: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(2)};
    }

    td[data-label]::before {
      content: attr(data-label);
      display: block;
      font-size: 0.6875rem;
      font-weight: 650;
      text-transform: uppercase;
      color: ${({ theme }) => theme.colors.textMuted};
    }

    td.wide {
      grid-column: 1 / -1;
    }
  }
`;

/** Wide screens: the table scrolls sideways inside its box when the columns need more room. */
export const Scroll = styled(TableScroll)`
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    overflow-x: visible;
  }
`;

/** Wide screens: a chevron (its words for screen readers); phones: the words. */
export const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  font: inherit;
  font-size: 0.8125rem;
  font-weight: 600;
  padding: ${({ theme }) => theme.space(1.5)};
  color: ${({ theme }) => theme.colors.link};
  background: transparent;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  cursor: pointer;
  white-space: nowrap;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }

  min-width: 32px;
  min-height: 32px;
  justify-content: center;

  svg {
    flex: none;
    transition: transform 0.15s ease;
  }

  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }

  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    .words {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
  }
`;

export const Latency = styled.span`
  display: block;
  white-space: nowrap;
`;
