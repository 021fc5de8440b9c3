// A table's sideways scroll box that a keyboard can reach (axe: scrollable-region-focusable) and a
// screen reader can name, for tables without a focusable cell.
import type { ReactNode } from 'react';

import { TableScroll } from '@/components/ui/table.styles';

export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableScroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </TableScroll>
  );
}
