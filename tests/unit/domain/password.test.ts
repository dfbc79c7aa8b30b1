import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT,
  PASSWORD_SPECIAL_HINT,
  PASSWORD_STRENGTH,
  PASSWORDS_DO_NOT_MATCH_UPDATE,
} from '@domain/messages.ts';
import {
  brokenPasswordRules,
  PASSWORD_CHARACTERS,
  PASSWORD_POLICY,
  PASSWORD_REQUIREMENTS,
  PASSWORD_RULES,
  weakPasswordMessages,
} from '@domain/password-policy.ts';
import { updatePasswordSchema } from '@domain/schemas/password.ts';
import { passwordWeakness } from '../../../supabase/local/auth/input.ts';
import { issues } from './support.ts';

describe('password policy (§5, one definition)', () => {
  it("has the spec's five rules in its order, each with its message", () => {
    expect(PASSWORD_RULES.map((r) => r.message)).toEqual([
      'Password must be at least 8 characters long.',
      'Password must contain at least one uppercase letter.',
      'Password must contain at least one lowercase letter.',
      'Password must contain at least one number.',
      'Password must contain at least one special character.',
    ]);
    expect(brokenPasswordRules('Loom#2026')).toEqual([]);
    expect(brokenPasswordRules('loom').map((r) => r.key)).toEqual(['length', 'uppercase', 'number', 'special']);
  });

  it.each([
    'Abcdefg1!',
    'abcdefg1!',
    'ABCDEFG1!',
    'Abcdefgh!',
    'Abcdefg12',
    'Ab1!',
    'Abcdefg1 ',
    'Abcdefg1€',
    'Ünïcödé1!',
    'passWORD1~',
    '',
  ])('the forms accept %j exactly when the auth server does', (password) => {
    const server = passwordWeakness(
      {
        minLength: PASSWORD_POLICY.minimumLength,
        requiredCharacters: PASSWORD_REQUIREMENTS[PASSWORD_POLICY.requirements],
      },
      password,
    );
    expect(brokenPasswordRules(password).length === 0).toBe(server === null);
  });

  it('takes special characters from the same set as the server', () => {
    for (const symbol of PASSWORD_CHARACTERS.symbols) expect(brokenPasswordRules(`Abcdefg1${symbol}`)).toEqual([]);
    expect(brokenPasswordRules('Abcdefg1 ').map((r) => r.message)).toEqual([PASSWORD_STRENGTH.special]);
  });

  it("words the server's weak_password reasons as the spec does", () => {
    const server = 'Password should be at least 8 characters.';
    expect(weakPasswordMessages(['length', 'characters'], 'abc', server)).toEqual([
      PASSWORD_STRENGTH.length,
      PASSWORD_STRENGTH.uppercase,
      PASSWORD_STRENGTH.number,
      PASSWORD_STRENGTH.special,
    ]);
    expect(weakPasswordMessages(['characters'], 'Abcdefgh1', server)).toEqual([PASSWORD_STRENGTH.special]);
    expect(weakPasswordMessages(['pwned'], 'Abcdefg1!', 'Password is known to be weak')).toEqual([
      'Password is known to be weak',
    ]);
    expect(weakPasswordMessages([], 'x', server)).toEqual([server]);
  });
});

describe('update password form (§5)', () => {
  const form = (password: string, confirmPassword = password) => ({ password, confirmPassword });

  it('accepts 8+ characters with an uppercase letter, a lowercase letter, a number and a special character', () => {
    expect(updatePasswordSchema.safeParse(form('Abcdefg1!')).success).toBe(true);
    expect(PASSWORD_HINT).toBe('Min. 8 chars: 1 uppercase, 1 lowercase, 1 number.');
    expect(PASSWORD_SPECIAL_HINT).toMatch(/special character/);
  });

  it.each([
    ['Abc1!', PASSWORD_STRENGTH.length],
    ['abcdefg1!', PASSWORD_STRENGTH.uppercase],
    ['ABCDEFG1!', PASSWORD_STRENGTH.lowercase],
    ['Abcdefgh!', PASSWORD_STRENGTH.number],
    ['Abcdefg1', PASSWORD_STRENGTH.special],
  ])('rejects %j with its own message', (password, message) => {
    expect(issues(updatePasswordSchema, form(password))).toEqual({ password: message });
  });

  it("says 'Passwords do not match.' under the confirmation", () => {
    expect(issues(updatePasswordSchema, form('Abcdefg1!', 'Abcdefg2!'))).toEqual({
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
      PASSWORD_STRENGTH.special,
    ]);
  });
});
