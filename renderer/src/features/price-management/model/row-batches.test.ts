import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RowBatches } from './row-batches.ts';

describe('RowBatches', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('applies the pages pushed within the wait as one batch, in the order they came', () => {
    const applied: number[][] = [];
    const batches = new RowBatches<number>((rows) => applied.push(rows), 50);
    batches.push([1, 2]);
    vi.advanceTimersByTime(30);
    batches.push([3]);
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(20);
    expect(applied).toEqual([[1, 2, 3]]);
    batches.push([4]);
    vi.advanceTimersByTime(50);
    expect(applied).toEqual([[1, 2, 3], [4]]);
  });

  it('applies what it holds at once on flush, and nothing twice', () => {
    const applied: number[][] = [];
    const batches = new RowBatches<number>((rows) => applied.push(rows), 50);
    batches.push([1]);
    batches.flush();
    expect(applied).toEqual([[1]]);
    vi.advanceTimersByTime(100);
    batches.flush();
    batches.push([]);
    vi.advanceTimersByTime(100);
    expect(applied).toEqual([[1]]);
  });

  it('drops what it holds on cancel', () => {
    const applied: number[][] = [];
    const batches = new RowBatches<number>((rows) => applied.push(rows), 50);
    batches.push([1]);
    batches.cancel();
    vi.advanceTimersByTime(100);
    batches.flush();
    expect(applied).toEqual([]);
  });
});
