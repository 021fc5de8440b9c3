import { readSpreadsheetCsv, startsFormula } from './spreadsheet-csv';

describe('readSpreadsheetCsv', () => {
  it('reads quoted fields, doubled quotes and CRLF rows', () => {
    expect(readSpreadsheetCsv('a,"b,""c""",d\r\n1,2,3\r\n', ',')).toEqual([
      ['a', 'b,"c"', 'd'],
      ['1', '2', '3'],
    ]);
  });

  it('splits a comma file read with ; wherever a ; or a line break falls outside quotes', () => {
    expect(readSpreadsheetCsv('x,"a;=1",y\r\n', ';')).toEqual([['x,"a', '=1",y']]);
    expect(readSpreadsheetCsv('x,"a\n=1"\r\n', ';')).toEqual([['x,"a'], ['=1"']]);
  });

  it('tells a formula start', () => {
    expect(['=1', '+1', '-1', '@A', '\t=1', '\r=1'].every(startsFormula)).toBe(true);
    expect(["'=1", 'a=1', ''].some(startsFormula)).toBe(false);
  });
});
