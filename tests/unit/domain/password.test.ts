import { describe, expect, it } from 'vitest';
import { PASSWORD_HINT, PASSWORD_STRENGTH, PASSWORDS_DO_NOT_MATCH_UPDATE } from '@domain/messages.ts';
import { updatePasswordSchema } from '@domain/schemas/password.ts';
import { issues } from './support.ts';

describe('update password form (§5)', () => {
  const form = (password: string, confirmPassword = password) => ({ password, confirmPassword });

  it('accepts 8+ characters with an uppercase letter, a lowercase letter and a number (no special needed)', () => {
    expect(updatePasswordSchema.safeParse(form('Abcdefg1')).success).toBe(true);
    expect(PASSWORD_HINT).toBe('Min. 8 chars: 1 uppercase, 1 lowercase, 1 number.');
  });

  it.each([
    ['Abc1', PASSWORD_STRENGTH.length],
    ['abcdefg1', PASSWORD_STRENGTH.uppercase],
    ['ABCDEFG1', PASSWORD_STRENGTH.lowercase],
    ['Abcdefgh', PASSWORD_STRENGTH.number],
  ])('rejects %j with its own message', (password, message) => {
    expect(issues(updatePasswordSchema, form(password))).toEqual({ password: message });
  });

  it("says 'Passwords do not match.' under the confirmation", () => {
    expect(issues(updatePasswordSchema, form('Abcdefg1', 'Abcdefg2'))).toEqual({
      confirmPassword: PASSWORDS_DO_NOT_MATCH_UPDATE,
    });
    expect(PASSWORDS_DO_NOT_MATCH_UPDATE).toBe('Passwords do not match.');
  });

  it('reports every failing rule of the password, in order', () => {
    const result = updatePasswordSchema.safeParse(form('abc'));
    expect(result.error?.issues.map((i) => i.message)).toEqual([
      PASSWORD_STRENGTH.length,
      PASSWORD_STRENGTH.uppercase,
      PASSWORD_STRENGTH.number,
    ]);
  });
});
