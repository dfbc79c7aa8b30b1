/**
 * Cells copied from a spreadsheet (Excel, Google Sheets, LibreOffice) and files of rows (CSV): the
 * clipboard carries tab-separated text whose cells are quoted when they hold a tab, a line break or a
 * quote, with a quote doubled inside. Used by the price sheet's paste and import and by the corporate
 * product entry grid.
 */

/**
 * Splits delimited text into rows of cells. Quoted cells may span lines; a final line break does not
 * make an empty last row; `\r\n` and `\r` count as line breaks.
 */
export function parseDelimited(text: string, delimiter: '\t' | ',' | ';' = '\t'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  let i = 0;
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 2;
        continue;
      }
      if (ch === '"') quoted = false;
      else cell += ch;
      i += 1;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) endCell();
    else if (ch === '\r' || ch === '\n') {
      endRow();
      if (ch === '\r' && text[i + 1] === '\n') i += 1;
    } else cell += ch;
    i += 1;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}

/** A CSV file's delimiter: the one of `,` `;` or tab that splits its first line into the most cells. */
export function sniffDelimiter(text: string): '\t' | ',' | ';' {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const candidates = ['\t', ',', ';'] as const;
  return candidates.reduce((best, d) => (firstLine.split(d).length > firstLine.split(best).length ? d : best), ',');
}

/** Cells as a spreadsheet pastes them back: tab-separated, quoted where needed, one line per row. */
export function toDelimited(rows: readonly (readonly (string | number | null)[])[], delimiter = '\t'): string {
  const quote = (value: string | number | null) => {
    const text = value === null ? '' : String(value);
    return /["\t\r\n,;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return rows.map((row) => row.map(quote).join(delimiter)).join('\n');
}

/** A header cell as a key: lower case, letters and digits only ('Basic Price (₹)' → 'basicprice'). */
export const headerKey = (header: string): string => header.toLowerCase().replace(/[^a-z0-9]/g, '');
