import { describe, expect, it } from 'vitest';
import { memberNameOf } from './logged-in-user.ts';

describe('memberNameOf', () => {
  it('prefers the member name, then the business name, then the e-mail', () => {
    expect(memberNameOf({ memberName: 'Priya', businessName: 'Priya Textiles', email: 'p@x.in' })).toBe('Priya');
    expect(memberNameOf({ memberName: '  ', businessName: 'Priya Textiles', email: 'p@x.in' })).toBe('Priya Textiles');
    expect(memberNameOf({ memberName: null, businessName: null, email: 'p@x.in' })).toBe('p@x.in');
  });
});
