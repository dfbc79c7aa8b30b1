import { describe, expect, it } from 'vitest';
import { pageCountOf, pagerItems } from '@domain/pager.ts';

describe('pager window (trade §9)', () => {
  it('is hidden with one page (or none)', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('shows every page when there are 7 or fewer', () => {
    expect(pagerItems(1, 2)).toEqual([1, 2]);
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('shows first, last and a window near the current page with ellipses beyond 7 pages', () => {
    expect(pagerItems(1, 8)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 8]);
    expect(pagerItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 20]);
    expect(pagerItems(5, 20)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]);
    expect(pagerItems(10, 20)).toEqual([1, 'ellipsis', 9, 10, 11, 'ellipsis', 20]);
    expect(pagerItems(16, 20)).toEqual([1, 'ellipsis', 15, 16, 17, 'ellipsis', 20]);
    expect(pagerItems(17, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pagerItems(18, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'ellipsis', 16, 17, 18, 19, 20]);
  });

  it('always includes the current page, first and last, and never more than 7 items', () => {
    for (let count = 8; count <= 30; count++) {
      for (let page = 1; page <= count; page++) {
        const items = pagerItems(page, count);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(count);
        expect(items.length).toBeLessThanOrEqual(7);
      }
    }
  });

  it('clamps a current page outside the range', () => {
    expect(pagerItems(0, 10)).toEqual(pagerItems(1, 10));
    expect(pagerItems(99, 10)).toEqual(pagerItems(10, 10));
  });

  it('counts pages from rows, with at least one page', () => {
    expect(pageCountOf(0, 17)).toBe(1);
    expect(pageCountOf(17, 17)).toBe(1);
    expect(pageCountOf(18, 17)).toBe(2);
    expect(pageCountOf(101, 50)).toBe(3);
  });
});
