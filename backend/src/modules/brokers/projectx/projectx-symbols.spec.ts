import { futuresContract } from '@tickrelay/contracts/futures/roll-calendar';

import type { PxContract } from './projectx-api.types';
import {
  customTag,
  ourContractOf,
  pickContract,
  projectXContractId,
  projectXRoot,
} from './projectx-symbols';

const listed = (id: string, description: string, activeContract = true): PxContract => ({
  id,
  name: id.split('.').slice(3).join(''),
  description,
  tickSize: 0.25,
  tickValue: 5,
  activeContract,
});

// What a Contract/search for "NQ" answers (gateway.docs.projectx.com, placing your first order).
const NQ_SEARCH = [
  listed('CON.F.US.NQG.Z26', 'E-Mini Natural Gas: December 2026'),
  listed('CON.F.US.NQM.Z26', 'E-Mini Crude Oil: December 2026'),
  listed('CON.F.US.MNQ.Z26', 'Micro E-mini Nasdaq-100: December 2026'),
  listed('CON.F.US.ENQ.H27', 'E-mini NASDAQ-100: March 2027', false),
  listed('CON.F.US.ENQ.Z26', 'E-mini NASDAQ-100: December 2026'),
];

describe('ProjectX names', () => {
  it("maps CME roots to ProjectX's (ENQ for NQ, EP for ES, micros as they are)", () => {
    expect(projectXRoot('NQ')).toBe('ENQ');
    expect(projectXRoot('ES')).toBe('EP');
    expect(projectXRoot('MNQ')).toBe('MNQ');
    expect(projectXContractId(futuresContract('NQ', 'Z', 2026))).toBe('CON.F.US.ENQ.Z26');
    expect(projectXContractId(futuresContract('MES', 'H', 2027))).toBe('CON.F.US.MES.H27');
  });

  it('picks NQ by root and month among natural gas, crude and micros, never by substring', () => {
    expect(pickContract(NQ_SEARCH, futuresContract('NQ', 'Z', 2026))?.id).toBe('CON.F.US.ENQ.Z26');
    expect(pickContract(NQ_SEARCH, futuresContract('NQ', 'H', 2027))?.id).toBe('CON.F.US.ENQ.H27');
    expect(pickContract(NQ_SEARCH, futuresContract('MNQ', 'Z', 2026))?.id).toBe('CON.F.US.MNQ.Z26');
    // A month ProjectX does not list is not swapped for another.
    expect(pickContract(NQ_SEARCH, futuresContract('NQ', 'M', 2027))).toBeUndefined();
    expect(pickContract(NQ_SEARCH.slice(0, 2), futuresContract('NQ', 'Z', 2026))).toBeUndefined();
  });

  it('reads ProjectX ids back as TickRelay contracts', () => {
    expect(ourContractOf('CON.F.US.ENQ.Z26')).toEqual({ root: 'NQ', symbol: 'NQZ2026' });
    expect(ourContractOf('CON.F.US.MES.H27')).toEqual({ root: 'MES', symbol: 'MESH2027' });
    expect(ourContractOf('F.US.ENQ')).toBeUndefined();
  });

  it('tags each leg of a delivery once, within a plain short id', () => {
    expect(customTag('1f0c-22', 'entry')).toBe('tr-1f0c-22-entry');
    expect(customTag('x'.repeat(80), 'sl')).toMatch(/^tr-[0-9a-f]{40}-sl$/);
  });
});
