import { describe, expect, it } from 'vitest';
import { fittedWidth, longestValues } from './fit-columns.ts';

/** A stand-in font: every character 7 px, 'W' 12 px (so the widest is not always the longest). */
const measure = (text: string) => [...text].reduce((w, c) => w + (c === 'W' ? 12 : 7), 0);

describe('longestValues', () => {
  it('keeps the longest values by characters, each once', () => {
    expect(longestValues(['a', 'ccc', 'bb', 'ccc', 'dddd'], 2)).toEqual(['dddd', 'ccc']);
  });
});

describe('fittedWidth', () => {
  it('fits the widest measured value plus the cell chrome', () => {
    expect(fittedWidth(['Cotton 40s', 'WWWW', 'Viscose'], measure, { current: 50, chrome: 26, max: 500 })).toBe(
      7 * 10 + 26,
    );
    expect(fittedWidth(['WWWWWWW', 'abcdefgh'], measure, { current: 50, chrome: 26, max: 500 })).toBe(84 + 26);
  });

  it('never narrows a column and never passes the cap', () => {
    expect(fittedWidth(['ab'], measure, { current: 280, chrome: 26, max: 500 })).toBe(280);
    expect(fittedWidth(['x'.repeat(200)], measure, { current: 280, chrome: 26, max: 420 })).toBe(420);
  });

  it('keeps the current width when there is nothing to measure', () => {
    expect(fittedWidth([], measure, { current: 120, chrome: 26, max: 500 })).toBe(120);
  });
});
