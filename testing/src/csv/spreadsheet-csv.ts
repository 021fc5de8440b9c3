/**
 * Reads CSV text the way a spreadsheet opening the file does, with the separator of its locale
 * (`,` in English, `;` in French Excel): a field is quoted only when its first character is a
 * quote, a quote closes it unless doubled, and whatever follows the closing quote up to the
 * separator is kept as text (Excel is that lenient). A file written for `,` read with `;` splits
 * wherever a `;` or a line break falls outside that field's quotes, which is what an export has
 * to survive.
 */
export function readSpreadsheetCsv(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let atFieldStart = true;
  let quoted = false;
  const endCell = (): void => {
    row.push(cell);
    cell = '';
    atFieldStart = true;
  };
  while (index < text.length) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (atFieldStart && char === '"') {
      quoted = true;
      atFieldStart = false;
      index += 1;
      continue;
    }
    atFieldStart = false;
    if (char === separator) {
      endCell();
    } else if (char === '\r' || char === '\n') {
      endCell();
      rows.push(row);
      row = [];
      index += char === '\r' && text[index + 1] === '\n' ? 2 : 1;
      continue;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (cell !== '' || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** A cell a spreadsheet would run as a formula: = + - @ first, or a tab or CR hiding one. */
export function startsFormula(cell: string): boolean {
  return /^[=+\-@\t\r]/.test(cell);
}
