import { AuthWeakPasswordError, type SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { PASSWORD_STRENGTH } from '@domain/messages.ts';
import { createSupabaseAuth } from './auth.ts';

/** A client whose sign-up and password change the auth server refuses as weak, with these reasons. */
function refusingClient(reasons: ConstructorParameters<typeof AuthWeakPasswordError>[2]): SupabaseClient {
  const error = new AuthWeakPasswordError('Password should contain at least one character of each: …', 422, reasons);
  const auth = {
    signUp: async () => ({ data: { user: null, session: null }, error }),
    updateUser: async () => ({ data: { user: null }, error }),
  };
  return { auth } as unknown as SupabaseClient;
}

describe("the auth adapter words the server's weak_password reasons as the spec does", () => {
  it('on a password change: one sentence per rule the password breaks', async () => {
    const port = createSupabaseAuth(refusingClient(['characters']), { url: 'http://api.test' });
    await expect(port.updatePassword('Abcdefgh1')).rejects.toMatchObject({
      kind: 'failed',
      message: PASSWORD_STRENGTH.special,
    });
  });

  it('on sign-up: the length first, then each missing kind of character', async () => {
    const port = createSupabaseAuth(refusingClient(['length', 'characters']), { url: 'http://api.test' });
    await expect(port.signUp('weaver@loom.test', 'abc')).rejects.toMatchObject({
      message: [
        PASSWORD_STRENGTH.length,
        PASSWORD_STRENGTH.uppercase,
        PASSWORD_STRENGTH.number,
        PASSWORD_STRENGTH.special,
      ].join(' '),
    });
  });
});
