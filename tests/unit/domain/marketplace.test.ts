import { describe, expect, it } from 'vitest';
import { canViewPosterProfile, INTEREST_LOGIN_REQUIRED, interestBlock, ownPostRefusal } from '@domain/marketplace.ts';

describe('board rules', () => {
  it('shows View Profile to signed-in members above Free Member only', () => {
    expect(canViewPosterProfile(true, 'Paid Member')).toBe(true);
    expect(canViewPosterProfile(true, 'corporate_executive')).toBe(true);
    expect(canViewPosterProfile(true, 'admin')).toBe(true);
    expect(canViewPosterProfile(true, 'Free Member')).toBe(false);
    expect(canViewPosterProfile(true, 'user')).toBe(false);
    expect(canViewPosterProfile(false, 'Paid Member')).toBe(false);
  });

  it('blocks interest for visitors and in own posts with the spec messages', () => {
    expect(interestBlock('enquiry', null, 'a')).toBe(INTEREST_LOGIN_REQUIRED);
    expect(interestBlock('enquiry', 'a', 'a')).toBe('You cannot express interest in your own enquiry.');
    expect(interestBlock('offer', 'a', 'a')).toBe(ownPostRefusal('offer'));
    expect(ownPostRefusal('offer')).toBe('You cannot express interest in your own offer.');
    expect(interestBlock('offer', 'b', 'a')).toBeNull();
  });
});
