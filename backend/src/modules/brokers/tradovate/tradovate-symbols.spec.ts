import { futuresContract } from '@tickrelay/contracts/futures/roll-calendar';

import {
  clientOrderId,
  contractOfSymbol,
  contractOfTradovateName,
  tradovateContractName,
} from './tradovate-symbols';

describe('Tradovate contract names', () => {
  it('names a contract with its root, month code and the last digit of its year', () => {
    expect(tradovateContractName(futuresContract('MES', 'Z', 2026))).toBe('MESZ6');
    expect(tradovateContractName(futuresContract('M2K', 'H', 2030))).toBe('M2KH0');
    expect(tradovateContractName(futuresContract('CL', 'F', 2027))).toBe('CLF7');
  });

  it('reads a Tradovate name back as the contract it means at an instant', () => {
    expect(contractOfTradovateName('MESZ6', '2026-11-20T00:00:00Z')?.symbol).toBe('MESZ2026');
    // In late 2029 a 0 is 2030, not 2020.
    expect(contractOfTradovateName('M2KH0', '2029-12-01T00:00:00Z')?.symbol).toBe('M2KH2030');
    expect(contractOfTradovateName('ZZZZ6', '2026-11-20T00:00:00Z')).toBeUndefined();
    expect(contractOfTradovateName('ES_Mar24', '2026-11-20T00:00:00Z')).toBeUndefined();
  });

  it('reads TickRelay and TradingView names of a dated contract', () => {
    expect(contractOfSymbol('MNQZ2026', '2026-11-20T00:00:00Z')?.symbol).toBe('MNQZ2026');
    expect(contractOfSymbol('MNQZ26', '2026-11-20T00:00:00Z')?.symbol).toBe('MNQZ2026');
    expect(contractOfSymbol('MNQ1!', '2026-11-20T00:00:00Z')).toBeUndefined();
  });
});

describe('client order ids', () => {
  const uuid = '0b5f6a2e-6a43-4a57-9a36-1f0e4b1c2d3e';

  it('derive from the delivery and the leg, so a retry reuses them', () => {
    expect(clientOrderId(uuid, 'entry')).toBe(`tr-${uuid}-entry`);
    expect(clientOrderId(uuid, 'tp')).not.toBe(clientOrderId(uuid, 'sl'));
    expect(clientOrderId(uuid, 'entry')).toBe(clientOrderId(uuid, 'entry'));
  });

  it('always fit Tradovate 64 characters, hashing a long or unusual delivery id', () => {
    const long = 'x'.repeat(500);
    const id = clientOrderId(long, 'open-sl');
    expect(id.length).toBeLessThanOrEqual(64);
    expect(id).toMatch(/^tr-[0-9a-f]{40}-open-sl$/);
    expect(clientOrderId('a b', 'entry')).not.toBe(clientOrderId('a_b', 'entry'));
  });
});

describe('Tradovate names of the roots added by issue 25', () => {
  it.each([
    ['6EZ2026', '6EZ6'],
    ['M6EH2027', 'M6EH7'],
    ['ZNZ2026', 'ZNZ6'],
    ['UBH2027', 'UBH7'],
    ['SIN2026', 'SIN6'],
    ['ZCZ2026', 'ZCZ6'],
    ['LEQ2026', 'LEQ6'],
    ['MBTF2027', 'MBTF7'],
    ['EMDU2026', 'EMDU6'],
  ])('%s ⇄ %s', (symbol, name) => {
    const at = '2026-05-04T14:00:00.000Z';
    const contract = contractOfSymbol(symbol, at)!;
    expect(tradovateContractName(contract)).toBe(name);
    expect(contractOfTradovateName(name, at)).toEqual(contract);
  });
});
