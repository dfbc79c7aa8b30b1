import { describe, expect, it } from 'vitest';
import { INTEREST_LOGIN_REQUIRED, interestBlock, ownPostRefusal } from '@domain/marketplace.ts';

describe('board rules', () => {
  it('blocks interest for visitors and in own posts with the spec messages', () => {
    expect(interestBlock('enquiry', null, 'a')).toBe(INTEREST_LOGIN_REQUIRED);
    expect(interestBlock('enquiry', 'a', 'a')).toBe('You cannot express interest in your own enquiry.');
    expect(interestBlock('offer', 'a', 'a')).toBe(ownPostRefusal('offer'));
    expect(ownPostRefusal('offer')).toBe('You cannot express interest in your own offer.');
    expect(interestBlock('offer', 'b', 'a')).toBeNull();
  });
});
