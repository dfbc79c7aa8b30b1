import { describe, expect, it } from 'vitest';
import { hiddenProfileReason } from './profile-visibility.ts';

describe('why another member’s profile is hidden', () => {
  it('asks visitors to log in and members without the directory to upgrade', () => {
    expect(hiddenProfileReason({ signedIn: false, readsDirectory: false })).toBe('login');
    expect(hiddenProfileReason({ signedIn: true, readsDirectory: false })).toBe('upgrade');
  });

  it('gives no reason to those who may see profiles (the member is missing or unlisted)', () => {
    expect(hiddenProfileReason({ signedIn: true, readsDirectory: true })).toBeNull();
  });
});
