import { rolloverWarning } from './alert-rollover';

describe('rolloverWarning', () => {
  it('says nothing for continuous symbols, placeholders, unknown roots and far contracts', () => {
    const at = '2026-11-24T12:00:00Z';
    for (const ticker of ['MNQ1!', '{{ticker}}', 'FOOZ2026', 'MNQH2027', '', 'ESZ2026X']) {
      expect([ticker, rolloverWarning(ticker, at)]).toEqual([ticker, null]);
    }
  });

  it('warns within 30 days of the last trade, with the next contract and the continuous symbol', () => {
    expect(rolloverWarning('CME_MINI:mnqz2026', '2026-11-24T12:00:00Z')).toEqual({
      contract: 'MNQZ2026',
      expired: false,
      days: 24,
      lastTrade: '2026-12-18',
      roll: '2026-12-10',
      next: 'CME_MINI:MNQH2027',
      continuous: 'CME_MINI:MNQ1!',
    });
    expect(rolloverWarning('MNQZ2026', '2026-11-17T12:00:00Z')).toBeNull();
  });

  it('warns from the roll date, and once expired points at a contract still trading', () => {
    // CL: every month; CLF2027 stops on 21 Dec 2026, CLG2027 in January.
    expect(rolloverWarning('CLF27', '2026-12-14T15:00:00Z')).toMatchObject({
      expired: false,
      next: 'CLG2027',
    });
    expect(rolloverWarning('ESH2026', '2026-11-24T12:00:00Z')).toMatchObject({
      expired: true,
      next: 'ESZ2026',
      continuous: 'ES1!',
    });
  });
});
