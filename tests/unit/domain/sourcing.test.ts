import { describe, expect, it } from 'vitest';
import { fileProblem } from '@domain/uploads.ts';
import {
  ATTACHMENT_RULE,
  attachmentBucket,
  attachmentPath,
  attachmentTypeOf,
  checkBidDraft,
  countdown,
  dashboardTabs,
  deadlineFromLocalInput,
  fabricMediaPath,
  formatMoney,
  isRoundOpen,
  localInputOf,
  noStorageBucket,
  tabFromQuery,
  vendorAlreadyAdded,
  vendorSearchTerm,
} from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';

describe('dashboard tabs', () => {
  it('non-fabric departments open Vendor Mgmt; Fabrics open Create Fabric RFQ', () => {
    expect(dashboardTabs('trims')).toEqual({
      tabs: ['vendors', 'items', 'rfqs', 'bidding', 'overview'],
      defaultTab: 'vendors',
    });
    expect(dashboardTabs('fabrics')).toEqual({
      tabs: ['vendors', 'fabricRfq', 'bidding', 'overview'],
      defaultTab: 'fabricRfq',
    });
  });

  it('a tab in the URL is kept only when the department has it', () => {
    expect(tabFromQuery('trims', 'bidding')).toBe('bidding');
    expect(tabFromQuery('trims', 'fabricRfq')).toBe('vendors');
    expect(tabFromQuery('fabrics', 'items')).toBe('fabricRfq');
    expect(tabFromQuery('fabrics', null)).toBe('fabricRfq');
  });
});

describe('vendor management rules', () => {
  it('searches from 3 characters after trimming', () => {
    expect(vendorSearchTerm('  ab ')).toBeNull();
    expect(vendorSearchTerm(' abc ')).toBe('abc');
  });

  it("words the duplicate with the vendor's name", () => {
    expect(vendorAlreadyAdded('Ravi Textiles')).toEqual({
      title: 'Vendor Already Added',
      description: 'Ravi Textiles is already a vendor for this department.',
    });
  });
});

describe('attachments', () => {
  it('has a bucket for every routed department, chemicals for finishing, and none for compliance', () => {
    for (const d of SOURCING_DEPARTMENTS) expect(attachmentBucket(d.id), d.id).not.toBeNull();
    expect(attachmentBucket('finishing')).toBe('chemicals');
    expect(attachmentBucket('fabrics')).toBe('fabric');
    expect(attachmentBucket('compliance')).toBeNull();
    expect(noStorageBucket('compliance')).toBe('No storage bucket configured for the "compliance" department.');
  });

  it('stores at {userId}/{timestamp}-{filename} with a safe name', () => {
    const pdf = { name: 'Spec sheet (v2).pdf', size: 10, type: 'application/pdf' };
    expect(attachmentPath('u1', pdf, 1700000000000)).toBe('u1/1700000000000-Spec-sheet-v2.pdf');
    expect(fabricMediaPath('u1', 2, { name: 'swatch.png', size: 1, type: 'image/png' }, 5)).toBe('u1/5-2-swatch.png');
    expect(fileProblem({ ...pdf, size: 5 * 1024 * 1024 + 1 }, ATTACHMENT_RULE)).toBe(
      'Please select a file smaller than 5MB.',
    );
    expect(fileProblem({ name: 'a.exe', size: 1, type: 'application/x-msdownload' }, ATTACHMENT_RULE)).not.toBeNull();
    expect(fileProblem(pdf, ATTACHMENT_RULE)).toBeNull();
    expect(attachmentTypeOf('image/png')).toBe('image');
    expect(attachmentTypeOf('application/pdf')).toBe('document');
    expect(attachmentTypeOf(null)).toBe('none');
  });
});

describe('round timing', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');

  it('a round is open until the instant of its deadline', () => {
    expect(isRoundOpen({ status: 'open', closesAt: null }, now)).toBe(true);
    expect(isRoundOpen({ status: 'open', closesAt: '2026-11-23T10:00:00.001Z' }, now)).toBe(true);
    expect(isRoundOpen({ status: 'open', closesAt: '2026-11-23T10:00:00.000Z' }, now)).toBe(false);
    expect(isRoundOpen({ status: 'closed', closesAt: null }, now)).toBe(false);
  });

  it('counts down in days and hours, then clock time, with urgency near the end', () => {
    expect(countdown('2026-11-25T14:30:00Z', now)).toMatchObject({ text: '2d 04h', urgency: 'calm' });
    expect(countdown('2026-11-23T10:45:30Z', now)).toMatchObject({ text: '00:45:30', urgency: 'soon' });
    expect(countdown('2026-11-23T10:04:00Z', now)).toMatchObject({ text: '00:04:00', urgency: 'critical' });
    expect(countdown('2026-11-23T09:59:59Z', now)).toEqual({ text: 'Closed', urgency: 'over', msLeft: 0 });
  });

  it('reads a deadline typed in India time and writes it back', () => {
    expect(deadlineFromLocalInput('2026-11-24T17:30')).toBe('2026-11-24T12:00:00.000Z');
    expect(localInputOf('2026-11-24T12:00:00.000Z')).toBe('2026-11-24T17:30');
    expect(deadlineFromLocalInput('tomorrow')).toBeNull();
  });
});

describe('vendor bids', () => {
  const draft = { quotedPrice: '12.50', deliveryDays: '15', moq: ' 5000 pcs ', notes: '' };

  it('needs a quoted price and a delivery time (§5)', () => {
    for (const missing of [{ quotedPrice: ' ' }, { deliveryDays: '' }]) {
      expect(checkBidDraft({ ...draft, ...missing })).toEqual({
        ok: false,
        message: { title: 'Missing Information', description: 'Please provide a quoted price and delivery time.' },
      });
    }
  });

  it('takes a decimal price with up to 2 places and whole delivery days', () => {
    expect(checkBidDraft(draft)).toEqual({
      ok: true,
      bid: { quotedPrice: 12.5, deliveryTimeDays: 15, moq: '5000 pcs', vendorNotes: null },
    });
    expect(checkBidDraft({ ...draft, quotedPrice: '12.505' }).ok).toBe(false);
    expect(checkBidDraft({ ...draft, quotedPrice: '0' }).ok).toBe(false);
    expect(checkBidDraft({ ...draft, deliveryDays: '2.5' }).ok).toBe(false);
  });

  it('refuses a note or MOQ longer than its column, never cutting it', () => {
    expect(checkBidDraft({ ...draft, notes: 'n'.repeat(5 * 1024 * 1024) })).toEqual({
      ok: false,
      message: { title: 'Error Submitting Bid', description: 'Notes must be 2,000 characters or less.' },
    });
    expect(checkBidDraft({ ...draft, moq: 'm'.repeat(61) })).toMatchObject({
      ok: false,
      message: { description: 'MOQ must be 60 characters or less.' },
    });
    expect(checkBidDraft({ ...draft, notes: 'n'.repeat(2000) })).toMatchObject({
      ok: true,
      bid: { vendorNotes: 'n'.repeat(2000) },
    });
  });
});

describe('money', () => {
  it('shows the RFQ currency with 2 decimals in Indian grouping', () => {
    expect(formatMoney(125000, 'INR')).toBe('₹1,25,000.00');
    expect(formatMoney('12.5', 'USD')).toBe('$12.50');
    expect(formatMoney(9, 'EUR')).toBe('€9.00');
    expect(formatMoney(null, 'USD')).toBe('N/A');
  });
});
