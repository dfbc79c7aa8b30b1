import { describe, expect, it } from 'vitest';
import { listStateOf, scopeLabel, shareLink, shareMessage, whatsAppShareUrl } from '@domain/price-list-share.ts';

const base = {
  companyName: ' Sri Ram Mills ',
  department: null,
  publishedAt: '2026-11-29T03:30:00Z',
  validUntil: '2026-12-06',
  headline: '40s Combed ▲ ₹4 to ₹286/kg\n30s Carded ▼ ₹2 to ₹241/kg',
  link: 'https://loomconnect.in/l/Ab12Cd',
};

describe('the WhatsApp message of a published list', () => {
  it('opens with the company in bold, the date, validity and GST, then the headline lines and the link', () => {
    expect(shareMessage(base)).toBe(
      '*Sri Ram Mills* price list, 29 Nov 2026 (valid till 6 Dec), GST extra\n' +
        '40s Combed ▲ ₹4 to ₹286/kg\n30s Carded ▼ ₹2 to ₹241/kg\n' +
        'https://loomconnect.in/l/Ab12Cd',
    );
  });

  it('names a one-department list and leaves out an empty headline and a missing validity', () => {
    const message = shareMessage({ ...base, department: 'Cotton Yarn', headline: '  ', validUntil: null });
    expect(message).toBe(
      '*Sri Ram Mills* Cotton Yarn price list, 29 Nov 2026, GST extra\nhttps://loomconnect.in/l/Ab12Cd',
    );
  });

  it('dates the list by its day in India (a publication at 20:00 UTC is the next day there)', () => {
    expect(shareMessage({ ...base, publishedAt: '2026-11-28T20:00:00Z' })).toMatch(/, 29 Nov 2026 \(/);
  });

  it('puts the whole message, newlines and ₹ included, into one wa.me text parameter', () => {
    const url = new URL(whatsAppShareUrl(shareMessage(base)));
    expect(url.origin + url.pathname).toBe('https://wa.me/');
    expect(url.searchParams.get('text')).toBe(shareMessage(base));
  });
});

describe('a published list in words', () => {
  it('links under /l/ on the given origin, without a doubled slash', () => {
    expect(shareLink('https://loomconnect.in/', 'Ab12Cd')).toBe('https://loomconnect.in/l/Ab12Cd');
  });

  it('is withdrawn before superseded, latest when neither', () => {
    expect(listStateOf({ supersededAt: null, withdrawnAt: null })).toBe('latest');
    expect(listStateOf({ supersededAt: '2026-11-29T00:00:00Z', withdrawnAt: null })).toBe('superseded');
    expect(listStateOf({ supersededAt: '2026-11-29T00:00:00Z', withdrawnAt: '2026-11-30T00:00:00Z' })).toBe(
      'withdrawn',
    );
    expect(scopeLabel(null)).toBe('All departments');
    expect(scopeLabel('Fabrics')).toBe('Fabrics');
  });
});
