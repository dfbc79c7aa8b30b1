import { describe, expect, it } from 'vitest';
import { keepsRow, scopeChanges } from '@domain/sync/scope.ts';
import { upsertOf, type SyncChange } from '@domain/sync/page.ts';

const NOW = new Date('2026-11-23T10:00:00Z');
const A = '00000000-0000-4000-8000-0000000000aa';
const B = '00000000-0000-4000-8000-0000000000bb';
const daysAgo = (n: number) => new Date(NOW.getTime() - n * 86_400_000).toISOString();

describe('cache scope', () => {
  it('keeps the products and bids of the kept companies only, and everything when none is chosen', () => {
    const scope = { companyIds: [A] };
    expect(keepsRow('corporate_products', { company_id: A }, scope, NOW)).toBe(true);
    expect(keepsRow('corporate_products', { company_id: B }, scope, NOW)).toBe(false);
    expect(keepsRow('corporate_products', { company_id: B }, { companyIds: null }, NOW)).toBe(true);
    expect(keepsRow('customer_bids', { corporate_company_id: B, bid_time: daysAgo(1) }, scope, NOW)).toBe(false);
    expect(keepsRow('price_updates_pdfs', { company_id: B }, scope, NOW)).toBe(true);
  });

  it('keeps customer bids of the last 10 days', () => {
    const all = { companyIds: null };
    expect(keepsRow('customer_bids', { corporate_company_id: A, bid_time: daysAgo(9.9) }, all, NOW)).toBe(true);
    expect(keepsRow('customer_bids', { corporate_company_id: A, bid_time: daysAgo(10.1) }, all, NOW)).toBe(false);
    expect(keepsRow('customer_bids', { corporate_company_id: A, bid_time: 'not a date' }, all, NOW)).toBe(false);
  });

  it('turns rows outside the scope into deletes, so a row leaving the scope leaves the cache', () => {
    const changes: SyncChange[] = [
      upsertOf({ id: A, version: 5, company_id: A }),
      upsertOf({ id: B, version: 6, company_id: B }),
      { kind: 'delete', id: A, version: 7, deletedAt: daysAgo(0) },
    ];
    const bids: SyncChange[] = [
      upsertOf({ id: A, version: 8, corporate_company_id: A, bid_time: daysAgo(9) }),
      upsertOf({ id: B, version: 9, corporate_company_id: A, bid_time: daysAgo(11) }),
    ];
    expect(scopeChanges('customer_bids', bids, { companyIds: [A] }, NOW)).toEqual([
      bids[0],
      { kind: 'delete', id: B, version: 9, deletedAt: NOW.toISOString() },
    ]);
    expect(scopeChanges('corporate_products', changes, { companyIds: [A] }, NOW)).toEqual([
      changes[0],
      { kind: 'delete', id: B, version: 6, deletedAt: NOW.toISOString() },
      changes[2],
    ]);
  });
});
