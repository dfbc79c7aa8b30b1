import { describe, expect, it } from 'vitest';
import { alertText, type AlertFacts } from '@domain/sourcing-alerts.ts';

const facts: AlertFacts = {
  kind: 'round_opened',
  memberName: 'Ravi',
  companyName: 'Surat Synthetics Ltd',
  requestNumber: 'RFQ-000042',
  itemName: 'Woven Labels',
  quantity: '50000',
  quantityUnit: 'pcs',
  departmentName: 'Trims & Accessories',
  currency: 'INR',
  roundNumber: 2,
  sealed: true,
  closesAt: '2026-11-24T12:00:00Z',
  awardedPrice: null,
  awardedRound: null,
  hasWinner: false,
};

describe('vendor alert texts', () => {
  it('invites to a round with its deadline and sealed rule', () => {
    const text = alertText(facts);
    expect(text).toContain('Surat Synthetics Ltd invites your bid on RFQ-000042 (Woven Labels, 50,000 pcs)');
    expect(text).toContain('Bidding round 2 is open until 24 Nov 2026, 05:30 pm IST.');
    expect(text).toContain('Sealed round');
  });

  it('warns of the close, announces extensions with the new deadline', () => {
    expect(alertText({ ...facts, kind: 'closing_soon' })).toContain(
      'closes within the hour, at 24 Nov 2026, 05:30 pm IST',
    );
    expect(alertText({ ...facts, kind: 'extended', sealed: false, closesAt: '2026-11-24T12:05:00Z' })).toBe(
      [
        'LoomConnect: a late bid extended round 2 of RFQ-000042 (Woven Labels, 50,000 pcs) from Surat Synthetics Ltd.',
        'New deadline: 24 Nov 2026, 05:35 pm IST. Quote under Submit Bids on LoomConnect.',
      ].join('\n'),
    );
  });

  it('in a sealed round says only that the deadline moved, never that someone bid', () => {
    const text = alertText({ ...facts, kind: 'extended', closesAt: '2026-11-24T12:05:00Z' });
    expect(text).toBe(
      [
        'LoomConnect: the deadline of round 2 of RFQ-000042 (Woven Labels, 50,000 pcs) from Surat Synthetics Ltd has moved.',
        'New deadline: 24 Nov 2026, 05:35 pm IST. Quote under Submit Bids on LoomConnect.',
      ].join('\n'),
    );
    expect(text).not.toMatch(/bid\b|bidder|quote[ds]? (was|were)|late/i);
  });

  it('tells the winner their price and the others only the outcome', () => {
    expect(alertText({ ...facts, kind: 'awarded', awardedPrice: 1.15, awardedRound: 2 })).toContain(
      'awarded RFQ-000042 (Woven Labels, 50,000 pcs) to you at ₹1.15 (round 2).',
    );
    const lost = alertText({ ...facts, kind: 'not_awarded', hasWinner: true });
    expect(lost).toContain('awarded RFQ-000042 (Woven Labels, 50,000 pcs) to another vendor');
    expect(lost).not.toMatch(/₹/);
    expect(alertText({ ...facts, kind: 'not_awarded' })).toContain(
      'closed RFQ-000042 (Woven Labels, 50,000 pcs) without an award',
    );
  });
});
