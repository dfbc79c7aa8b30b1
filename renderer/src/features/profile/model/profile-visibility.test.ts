import { describe, expect, it } from 'vitest';
import { hiddenProfileReason } from './profile-visibility.ts';

describe('why another member’s profile is hidden', () => {
  it('asks visitors to log in and Free Members to upgrade', () => {
    expect(hiddenProfileReason({ signedIn: false, role: 'Free Member' })).toBe('login');
    expect(hiddenProfileReason({ signedIn: true, role: 'Free Member' })).toBe('upgrade');
  });

  it('gives no reason to those who may see profiles (the member is missing or unlisted)', () => {
    for (const role of ['Paid Member', 'corporate_executive', 'admin'] as const) {
      expect(hiddenProfileReason({ signedIn: true, role })).toBeNull();
    }
  });
});
