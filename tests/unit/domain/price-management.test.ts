import { describe, expect, it } from 'vitest';
import {
  applyPercent,
  failedToUpdateProduct,
  parsePercent,
  parsePriceCell,
  parsePriceCheck,
  parseVisibilityCell,
  PRICE_MANAGEMENT,
  PRICE_MESSAGES,
  priceChangePct,
  priceFlag,
  updateSuccessfulDescription,
} from '@domain/price-management.ts';

describe('the spec messages of the price page (trade §2, §8)', () => {
  it('words the titles and states as the spec does', () => {
    expect(PRICE_MANAGEMENT.title).toBe('Price and Status Management');
    expect(PRICE_MANAGEMENT.adminSelect).toBe('Admin: Select Company');
    expect(PRICE_MANAGEMENT.selectCompany).toBe('Select a Company');
    expect(PRICE_MANAGEMENT.noCompanies).toBe('No Companies Registered');
    expect(PRICE_MANAGEMENT.noProducts).toBe('No Products Found');
    expect(PRICE_MANAGEMENT.updateSuccessful).toBe('Update Successful');
    expect(PRICE_MANAGEMENT.noChanges).toBe('No Changes');
    expect(PRICE_MANAGEMENT.updateFailed).toBe('Update Failed');
    expect(failedToUpdateProduct('p-1')).toBe('Failed to update product p-1');
  });

  it("says how many products of which department 'Update Successful' saved", () => {
    expect(updateSuccessfulDescription(1, ['Filament Yarn'])).toBe('1 product updated in Filament Yarn.');
    expect(updateSuccessfulDescription(12, ['Spun Yarn'])).toBe('12 products updated in Spun Yarn.');
    expect(updateSuccessfulDescription(3, ['Filament Yarn', 'Spun Yarn'])).toBe(
      '3 products updated in 2 departments (Filament Yarn, Spun Yarn).',
    );
  });
});

describe('a typed or pasted basic price', () => {
  it.each([
    ['1234.5', 1234.5],
    ['₹1,23,456.50', 123456.5],
    [' 99 ', 99],
    ['Rs. 250', 250],
    ['INR 250.25', 250.25],
    ['.75', 0.75],
    ['0', 0],
    ['999999.99', 999999.99],
    [1200, 1200],
  ])('%s is the price %s', (raw, value) => {
    expect(parsePriceCell(raw)).toEqual({ ok: true, value });
  });

  it.each(['', '  ', '-', '–', null, undefined])('%s clears the price (empty becomes null, §5)', (raw) => {
    expect(parsePriceCell(raw)).toEqual({ ok: true, value: null });
  });

  it.each(['1000000', '999999.999', '12.345', '-5', 'abc', '1.2.3', '12e3', Number.NaN])(
    '%s is refused with the limit in words',
    (raw) => {
      expect(parsePriceCell(raw)).toEqual({ ok: false, message: PRICE_MESSAGES.price });
    },
  );
});

describe('a typed or pasted visibility', () => {
  it.each([
    ['Reveal', 'Reveal'],
    ['reveal', 'Reveal'],
    [' HIDE ', 'Hide'],
    ['hidden', 'Hide'],
    ['Revealed', 'Reveal'],
  ])('%s is %s', (raw, value) => {
    expect(parseVisibilityCell(raw)).toEqual({ ok: true, value });
  });

  it.each(['', 'show', 'yes', null])('%s is refused', (raw) => {
    expect(parseVisibilityCell(raw)).toEqual({ ok: false, message: PRICE_MESSAGES.visibility });
  });
});

describe('a change of ±x % rounded to the paisa', () => {
  it.each([
    [100, 2.5, 102.5],
    [100, -3, 97],
    [199.99, 10, 219.99], // 219.989 → 219.99
    [0.1, 50, 0.15],
    [333.33, 1.5, 338.33], // 338.32995 → 338.33 (half up on the paisa)
    [1234.56, -12.34, 1082.22], // 1082.2154… → 1082.22
    [10.05, 10, 11.06], // 11.055 exactly → 11.06, never 11.05 from a binary 11.054999…
    [0, 25, 0],
  ])('%s %s %% is %s', (price, percent, expected) => {
    expect(applyPercent(price, percent)).toEqual({ ok: true, value: expected });
  });

  it('leaves a product without a price without one', () => {
    expect(applyPercent(null, 10)).toEqual({ ok: true, value: null });
  });

  it('refuses a result above the price limit', () => {
    expect(applyPercent(999999, 1)).toEqual({ ok: false, message: PRICE_MESSAGES.percentTooHigh });
  });

  it.each([
    ['2.5', 2.5],
    ['-3', -3],
    ['+10 %', 10],
    ['1000', 1000],
  ])('reads %s as %s %%', (raw, value) => {
    expect(parsePercent(raw)).toEqual({ ok: true, value });
  });

  it.each(['0', '-100', '1001', 'ten', '2.555', ''])('refuses %s', (raw) => {
    expect(parsePercent(raw)).toEqual({ ok: false, message: PRICE_MESSAGES.percent });
  });

  it('gives the change between two prices in % to one decimal', () => {
    expect(priceChangePct(1200, 1250)).toBe(4.2);
    expect(priceChangePct(1250, 1200)).toBe(-4);
    expect(priceChangePct(null, 1200)).toBeNull();
    expect(priceChangePct(0, 5)).toBeNull();
  });
});

describe("the price check (a company's limit on unconfirmed changes)", () => {
  const at = (basicPrice: number | null, visibilityStatus: 'Reveal' | 'Hide' = 'Reveal') => ({
    basicPrice,
    visibilityStatus,
  });

  it('flags a revealed product at ₹0.00, however it gets there', () => {
    expect(priceFlag(at(120), at(0), 25)).toBe('zero-revealed');
    expect(priceFlag(at(0, 'Hide'), at(0, 'Reveal'), 25)).toBe('zero-revealed');
    expect(priceFlag(at(null), at(0), 25)).toBe('zero-revealed');
  });

  it('lets a hidden product be at ₹0.00 (a fall to it is still a change of −100 %) and any product be without a price', () => {
    expect(priceFlag(at(0, 'Reveal'), at(0, 'Hide'), 25)).toBeNull();
    expect(priceFlag(at(120, 'Hide'), at(0, 'Hide'), 25)).toBe('beyond-limit');
    expect(priceFlag(at(120), at(null), 25)).toBeNull();
    expect(priceFlag(at(null), at(5000), 25)).toBeNull();
  });

  it('flags a change beyond the limit either way, not one at it', () => {
    expect(priceFlag(at(100), at(125), 25)).toBeNull();
    expect(priceFlag(at(100), at(125.01), 25)).toBe('beyond-limit');
    expect(priceFlag(at(100), at(75), 25)).toBeNull();
    expect(priceFlag(at(100), at(74.99), 25)).toBe('beyond-limit');
    expect(priceFlag(at(148.5), at(1725.5), 25)).toBe('beyond-limit');
    expect(priceFlag(at(148.5, 'Hide'), at(1725.5, 'Hide'), 25)).toBe('beyond-limit');
    expect(priceFlag(at(100), at(112.5), 12.5)).toBeNull();
    expect(priceFlag(at(100), at(112.51), 12.5)).toBe('beyond-limit');
  });

  it('reads a typed limit from 1 to 1000 %', () => {
    expect(parsePriceCheck('25')).toEqual({ ok: true, value: 25 });
    expect(parsePriceCheck(' 12.5 % ')).toEqual({ ok: true, value: 12.5 });
    for (const bad of ['0', '0.5', '1000.01', '-5', 'ten', '1.234', ''])
      expect(parsePriceCheck(bad).ok, bad).toBe(false);
  });
});
