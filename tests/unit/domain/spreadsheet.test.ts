import { describe, expect, it } from 'vitest';
import { headerKey, parseDelimited, sniffDelimiter, toDelimited } from '@domain/spreadsheet.ts';

describe('cells copied from a spreadsheet', () => {
  it('splits tab-separated rows as Excel puts them on the clipboard (CRLF, trailing line break)', () => {
    expect(parseDelimited('1200\tReveal\r\n1300.5\tHide\r\n')).toEqual([
      ['1200', 'Reveal'],
      ['1300.5', 'Hide'],
    ]);
  });

  it('keeps quoted cells whole: tabs, line breaks and doubled quotes inside', () => {
    expect(parseDelimited('"Semi ""Dull""\tYarn"\t"two\nlines"\tplain\n')).toEqual([
      ['Semi "Dull"\tYarn', 'two\nlines', 'plain'],
    ]);
  });

  it('keeps empty cells and an empty row in the middle', () => {
    expect(parseDelimited('a\t\tc\n\nd')).toEqual([['a', '', 'c'], [''], ['d']]);
  });

  it('reads one copied cell as one cell', () => {
    expect(parseDelimited('1,234.50')).toEqual([['1,234.50']]);
  });

  it('reads CSV with commas inside quotes', () => {
    expect(parseDelimited('Product ID,Basic Price\nabc,"1,234.50"\n', ',')).toEqual([
      ['Product ID', 'Basic Price'],
      ['abc', '1,234.50'],
    ]);
  });

  it('finds the delimiter of a CSV file from its first line', () => {
    expect(sniffDelimiter('a,b,c\n1,2,3')).toBe(',');
    expect(sniffDelimiter('a;b;c\n1;2;3')).toBe(';');
    expect(sniffDelimiter('a\tb\n1\t2')).toBe('\t');
    expect(sniffDelimiter('single')).toBe(',');
  });

  it('writes cells back so a spreadsheet pastes them into the same cells', () => {
    const rows = [
      ['Fibre', 'Note'],
      ['Cotton', 'has\ttab'],
      ['Silk', 'say "hi"'],
      ['Nylon', null],
    ];
    const text = toDelimited(rows);
    expect(text).toBe('Fibre\tNote\nCotton\t"has\ttab"\nSilk\t"say ""hi"""\nNylon\t');
    expect(parseDelimited(text)).toEqual(rows.map((r) => r.map((c) => c ?? '')));
  });

  it('matches headers whatever their case, spaces or symbols', () => {
    expect(headerKey('Basic Price (₹)')).toBe('basicprice');
    expect(headerKey('Product ID')).toBe('productid');
    expect(headerKey('visibility_status')).toBe('visibilitystatus');
  });
});
