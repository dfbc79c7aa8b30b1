import { describe, expect, it } from 'vitest';
import { bannerColour, isPaidLevel } from '@domain/roles.ts';

describe('paid-level roles', () => {
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
