import type { RelayView } from '@tickrelay/contracts/destinations/destinations';

import { csvCell, csvHeader, csvRow, relaysCell } from './deliveries-csv';

const relay = (values: Partial<RelayView>): RelayView => ({
  destinationId: 'd-1',
  kind: 'discord',
  label: 'Trading room',
  status: 'sent',
  attempts: 1,
  code: null,
  httpStatus: 204,
  updatedAt: '2026-11-24T10:00:00.000Z',
  ...values,
});

describe('deliveries CSV', () => {
  it('quotes what needs quoting and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(false)).toBe('false');
  });

  it.each(['=1+2', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1', '=HYPERLINK("http://x","y")'])(
    'defuses the formula %j',
    (text) => {
      const cell = csvCell(text);
      expect(cell.replace(/^"/, '').startsWith("'")).toBe(true);
    },
  );

  it('quotes a semicolon, which French Excel splits on', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
  });

  it.each([
    ['a;=1+2', `"a;'=1+2"`],
    ['a; @SUM(A1)', `"a;' @SUM(A1)"`],
    ['a;"=cmd"', `"a;'""=cmd"""`],
    ['a\n-1', `"a\n'-1"`],
    ['a\r\n=1', `"a\r\n'=1"`],
    ['=1;+2', `"'=1;'+2"`],
  ])('guards each piece a separator or a line break could start in %j', (text, cell) => {
    expect(csvCell(text)).toBe(cell);
  });

  it('leaves a semicolon before plain text as it is', () => {
    expect(csvCell('buy; 2 MES')).toBe('"buy; 2 MES"');
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    expect(csvHeader().startsWith('received_at,id,status,code,')).toBe(true);
  });

  it('lists the relays in one cell: label, kind, outcome, code, HTTP status and attempts', () => {
    expect(relaysCell([])).toBe('');
    expect(
      relaysCell([
        relay({}),
        relay({
          kind: 'https',
          label: 'Ops, desk',
          status: 'failed',
          code: 'DESTINATION_TIMEOUT',
          httpStatus: null,
          attempts: 5,
        }),
      ]),
    ).toBe(
      'Trading room (discord): sent HTTP 204 | Ops, desk (https): failed DESTINATION_TIMEOUT; 5 attempts',
    );
    // A label is the member's text: a formula in it is defused like any other cell.
    expect(csvCell(relaysCell([relay({ label: '=cmd' })]))).toBe("'=cmd (discord): sent HTTP 204");
  });
});
