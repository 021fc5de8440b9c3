// The ProjectX stub's contract list (Contract/search, Contract/available): ProjectX's own roots
// (ENQ = NQ, EP = ES, micros as they are) and the neighbours a text search for "NQ" also returns
// (NQG natural gas, NQM crude), as the Gateway docs' example shows. Front months as of late 2026;
// a test may add others (ProjectXStub.addContract).
import type { PxContract } from './projectx-stub.types';

export const DEFAULT_PROJECTX_CONTRACTS: readonly PxContract[] = [
  contract('ENQ', 'Z26', 'E-mini NASDAQ-100: December 2026', 0.25, 5, true),
  contract('ENQ', 'H27', 'E-mini NASDAQ-100: March 2027', 0.25, 5, false),
  contract('MNQ', 'Z26', 'Micro E-mini Nasdaq-100: December 2026', 0.25, 0.5, true),
  contract('EP', 'Z26', 'E-mini S&P 500: December 2026', 0.25, 12.5, true),
  contract('MES', 'Z26', 'Micro E-mini S&P 500: December 2026', 0.25, 1.25, true),
  contract('NQG', 'F27', 'E-Mini Natural Gas: January 2027', 0.005, 12.5, true),
  contract('NQM', 'F27', 'E-Mini Crude Oil: January 2027', 0.025, 12.5, true),
];

/** A starting price per root (the stub's market until a test sets one). */
export const DEFAULT_PROJECTX_PRICES: Readonly<Record<string, number>> = {
  ENQ: 21000,
  MNQ: 21000,
  EP: 6000,
  MES: 6000,
  NQG: 3.5,
  NQM: 70,
};

function contract(
  root: string,
  month: string,
  description: string,
  tickSize: number,
  tickValue: number,
  activeContract: boolean,
): PxContract {
  return {
    id: `CON.F.US.${root}.${month}`,
    name: `${root}${month}`,
    description,
    tickSize,
    tickValue,
    activeContract,
  };
}

/** CON.F.US.ENQ.Z26 → ENQ */
export function rootOf(contractId: string): string {
  return contractId.split('.')[3] ?? '';
}
