import { describe, expect, it } from 'vitest';
import { findInRuns, matchBox, stepZoom, type TextRun } from './pdf-search.ts';

const run = (str: string, e = 50, f = 700): TextRun => ({
  str,
  transform: [11, 0, 0, 11, e, f],
  width: str.length * 6,
  height: 11,
});

describe('text search in a PDF page', () => {
  it('finds every case-insensitive occurrence, run by run', () => {
    const runs = [run('DTY 150/48 SIM'), run('FDY 70/24 Bright'), run('dty dty')];
    expect(findInRuns(2, runs, 'dty')).toEqual([
      { page: 2, run: 0, start: 0, end: 3 },
      { page: 2, run: 2, start: 0, end: 3 },
      { page: 2, run: 2, start: 4, end: 7 },
    ]);
  });

  it('finds nothing for a blank query', () => {
    expect(findInRuns(1, [run('anything')], '  ')).toEqual([]);
  });

  it("places a match's box along its run, from below the baseline to the font height", () => {
    expect(matchBox(run('abcdef'), { start: 2, end: 4 })).toEqual([62, 700 - 2.75, 74, 711]);
  });
});

describe('zoom steps', () => {
  it('moves to the neighbouring step and stops at either end', () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(1.1, -1)).toBe(1);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
  });
});
