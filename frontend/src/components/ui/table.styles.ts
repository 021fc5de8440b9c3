// A data table: small text, a rule under each row, uppercase column headings, tabular numbers
// (`td.number`); `TableScroll` lets it scroll sideways inside its box when the columns need room.
import styled from 'styled-components';

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;

  th,
  td {
    padding: ${({ theme }) => theme.space(2.5)} ${({ theme }) => theme.space(2)};
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }

  th {
    font-size: 0.75rem;
    font-weight: 650;
    letter-spacing: 0.02em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }

  td.number {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

export const TableScroll = styled.div`
  overflow-x: auto;
`;
