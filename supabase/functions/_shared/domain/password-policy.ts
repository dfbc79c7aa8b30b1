/**
 * The password policy, once: the auth server's settings (config.toml `[auth] minimum_password_length` and
 * `password_requirements`, which GoTrue enforces) and the spec's five rules with their messages (accounts
 * §5, in the order the session client checks them), built from the same character sets. The forms check the
 * rules, the local stack's GoTrue checks the settings, and a test holds config.toml to PASSWORD_POLICY.
 */
import { PASSWORD_STRENGTH } from './messages.ts';

/**
 * The character sets behind config.toml's `password_requirements` names, as the Supabase CLI hands them to
 * GoTrue (GOTRUE_PASSWORD_REQUIRED_CHARACTERS). The symbols are exactly GoTrue's: a character outside this
 * list (a space, '€') is not a special character to the server, so it is not one to the forms either.
 */
export const PASSWORD_CHARACTERS = {
  lower: 'abcdefghijklmnopqrstuvwxyz',
  upper: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
  digits: '0123456789',
  symbols: '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
} as const;

const { lower, upper, digits, symbols } = PASSWORD_CHARACTERS;

/** config.toml's `password_requirements` values and the sets each requires one character of. */
export const PASSWORD_REQUIREMENTS = {
  '': [],
  letters_digits: [lower + upper, digits],
  lower_upper_letters_digits: [lower, upper, digits],
  lower_upper_letters_digits_symbols: [lower, upper, digits, symbols],
} as const satisfies Record<string, readonly string[]>;
export type PasswordRequirementsName = keyof typeof PASSWORD_REQUIREMENTS;

/** What config.toml's `[auth]` sets (a unit test reads the file and compares). */
export const PASSWORD_POLICY = {
  minimumLength: 8,
  requirements: 'lower_upper_letters_digits_symbols',
} as const satisfies { minimumLength: number; requirements: PasswordRequirementsName };

type PasswordRuleKey = keyof typeof PASSWORD_STRENGTH;

export interface PasswordRule {
  key: PasswordRuleKey;
  message: string;
  passes(password: string): boolean;
}

const hasOneOf = (set: string) => (password: string) => [...password].some((c) => set.includes(c));

/** The spec's five rules in its order: 8+ characters, then an uppercase, a lowercase, a number, a special character. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    key: 'length',
    message: PASSWORD_STRENGTH.length,
    // Characters, as a person counts them; GoTrue counts bytes, so the form is never the laxer of the two.
    passes: (p) => [...p].length >= PASSWORD_POLICY.minimumLength,
  },
  { key: 'uppercase', message: PASSWORD_STRENGTH.uppercase, passes: hasOneOf(upper) },
  { key: 'lowercase', message: PASSWORD_STRENGTH.lowercase, passes: hasOneOf(lower) },
  { key: 'number', message: PASSWORD_STRENGTH.number, passes: hasOneOf(digits) },
  { key: 'special', message: PASSWORD_STRENGTH.special, passes: hasOneOf(symbols) },
];

/** The rules `password` breaks, in the spec's order (empty when it is strong enough). */
export function brokenPasswordRules(password: string): PasswordRule[] {
  return PASSWORD_RULES.filter((rule) => !rule.passes(password));
}

/**
 * The auth server's weak_password reasons in the spec's words: 'length' is the length rule, 'characters' the
 * character rules `password` breaks (the server says only that one is missing), anything else (e.g. 'pwned')
 * the server's own message.
 */
export function weakPasswordMessages(reasons: readonly string[], password: string, serverMessage: string): string[] {
  const messages = new Set<string>();
  for (const reason of reasons) {
    if (reason === 'length') messages.add(PASSWORD_STRENGTH.length);
    else if (reason === 'characters') {
      const broken = brokenPasswordRules(password).filter((rule) => rule.key !== 'length');
      for (const rule of broken) messages.add(rule.message);
      if (!broken.length) messages.add(serverMessage);
    } else messages.add(serverMessage);
  }
  return messages.size ? [...messages] : [serverMessage];
}
