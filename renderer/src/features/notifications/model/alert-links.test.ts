import { describe, expect, it } from 'vitest';
import type { MarketAlert } from '@/data/ports/alerts.ts';
import { alertHref, countText, moveText } from './alert-links.ts';

const alert = (over: Partial<MarketAlert>): MarketAlert => ({
  id: 'a1',
  watchId: 'w1',
  classKey: null,
  productId: null,
  companyId: null,
  title: 'Cotton · Combed · 40s',
  body: 'Median ₹250.00, was ₹240.00',
  changePct: 4.2,
  createdAt: '2026-11-28T10:00:00Z',
  readAt: null,
  ...over,
});

describe('an alert in the notification centre', () => {
  it('links a class to its Market page (the key as one path segment) and a product to its company', () => {
    expect(alertHref(alert({ classKey: 'cotton/combed/40s' }))).toBe('/market/cotton/combed/40s');
    expect(alertHref(alert({ productId: 'p1', companyId: 'c1' }))).toBe('/corporate/c1');
    expect(alertHref(alert({ productId: 'p1' }))).toBeNull();
  });

  it('shows the move as ▲ up or ▼ down', () => {
    expect(moveText(4.2)).toEqual({ arrow: '▲', up: true });
    expect(moveText(-0.5)).toEqual({ arrow: '▼', up: false });
  });

  it('counts up to 99 on the badge', () => {
    expect(countText(7)).toBe('7');
    expect(countText(99)).toBe('99');
    expect(countText(100)).toBe('99+');
  });
});
