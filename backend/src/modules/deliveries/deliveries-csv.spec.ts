import { csvCell, csvHeader, csvRow } from './deliveries-csv';

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

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 1, null])).toBe('a,1,\r\n');
    expect(csvHeader().startsWith('received_at,id,status,code,')).toBe(true);
  });
});
