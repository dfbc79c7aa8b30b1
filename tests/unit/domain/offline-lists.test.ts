import { describe, expect, it } from 'vitest';
import { offlineListLabel, offlineProgress, offlineSummaryLabel } from '@domain/sync/offline-lists.ts';

describe('offline price list wording', () => {
  it('names each state, and a download in flight by its percentage', () => {
    expect(offlineListLabel('available')).toBe('Available offline');
    expect(offlineListLabel('waiting')).toBe('Waiting');
    expect(offlineListLabel('over-budget')).toBe('Not kept: over budget');
    expect(offlineListLabel('removed')).toBe('Not kept — removed by you');
    expect(offlineListLabel('waiting', { receivedBytes: 459, totalBytes: 1000 })).toBe('Downloading 45 %');
    expect(offlineListLabel('waiting', { receivedBytes: 10, totalBytes: null })).toBe('Downloading 0 %');
  });

  it('sums up the lists kept and the space they take, with progress only while downloads wait', () => {
    const counts = { lists: 120, available: 37, waiting: 83, bytesUsed: 412 * 1024 * 1024, running: true };
    expect(offlineSummaryLabel(counts)).toBe('Offline: 37 of 120 lists · 412 MB');
    expect(offlineProgress(counts)).toBeCloseTo(37 / 120);
    expect(offlineProgress({ ...counts, running: false })).toBeNull();
    expect(offlineProgress({ ...counts, waiting: 0 })).toBeNull();
  });
});
