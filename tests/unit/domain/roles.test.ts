import { describe, expect, it } from 'vitest';
import { bannerColour, deriveRole, isPaidLevel } from '@domain/roles.ts';

describe('role derivation order', () => {
  it.each([
    [{ isAdmin: true, isCorporateExecutive: true, membershipType: 'Paid Member' }, 'admin'],
    [{ isAdmin: false, isCorporateExecutive: true, membershipType: 'Free Member' }, 'corporate_executive'],
    [{ isAdmin: false, isCorporateExecutive: false, membershipType: 'Paid Member' }, 'Paid Member'],
    [{ isAdmin: false, isCorporateExecutive: false, membershipType: 'Corporate Member' }, 'Free Member'],
    [{ isAdmin: false, isCorporateExecutive: false, membershipType: null }, 'Free Member'],
    [null, 'Free Member'],
  ] as const)('%j → %s', (facts, role) => {
    expect(deriveRole(facts)).toBe(role);
  });

  it('treats every role but Free Member as paid-level', () => {
    expect(isPaidLevel('admin')).toBe(true);
    expect(isPaidLevel('corporate_executive')).toBe(true);
    expect(isPaidLevel('Paid Member')).toBe(true);
    expect(isPaidLevel('Free Member')).toBe(false);
  });
});

describe('welcome banner colour', () => {
  it.each([
    ['Paid Member', 'orange'],
    ['Free Member', 'blue'],
    ['corporate_executive', 'navy'],
    ['admin', 'navy'],
  ] as const)('%s → %s', (role, colour) => {
    expect(bannerColour(role)).toBe(colour);
  });
});
