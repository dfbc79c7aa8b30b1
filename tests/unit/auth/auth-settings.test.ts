import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PASSWORD_CHARACTERS, PASSWORD_POLICY, PASSWORD_REQUIREMENTS } from '@domain/password-policy.ts';
import { authSettingsFromToml, pgFunctionHook } from '../../../supabase/local/auth/auth-settings.ts';
import { matchesRedirectPattern } from '../../../supabase/local/auth/otp.ts';
import { passwordWeakness } from '../../../supabase/local/auth/input.ts';

const CONFIG_TOML = fs.readFileSync(path.resolve(import.meta.dirname, '../../../supabase/config.toml'), 'utf8');

describe('auth settings from config.toml', () => {
  it('the project config.toml sets the password policy of @domain and names the access token hook', () => {
    const settings = authSettingsFromToml(CONFIG_TOML);
    expect(settings.password).toEqual({
      minLength: PASSWORD_POLICY.minimumLength,
      requiredCharacters: PASSWORD_REQUIREMENTS[PASSWORD_POLICY.requirements],
    });
    expect(settings.customAccessToken).toEqual({
      uri: 'pg-functions://postgres/public/custom_access_token_hook',
      functionName: '"public"."custom_access_token_hook"',
    });
  });

  it('allows auth links back to the desktop app, matched as GoTrue globs its allow list', () => {
    const allowed = authSettingsFromToml(CONFIG_TOML).redirectUrls;
    expect(allowed).toContain('app://loomconnect/**');
    const allows = (url: string) => allowed.some((pattern) => matchesRedirectPattern(pattern, url));
    expect(allows('app://loomconnect/news/42?from=home')).toBe(true);
    expect(allows('app://loomconnect.evil/news')).toBe(false);
    expect(allows('app://evil/loomconnect/')).toBe(false);
    expect(matchesRedirectPattern('https://*.example.com/*', 'https://shop.example.com/cart')).toBe(true);
    expect(matchesRedirectPattern('https://*.example.com/*', 'https://a.b.example.com/cart')).toBe(false);
    expect(matchesRedirectPattern('https://*.example.com/*', 'https://shop.example.com/cart/2')).toBe(false);
  });

  it('titles the e-mail login code as one, as config.toml tells hosted Supabase too', () => {
    expect(authSettingsFromToml(CONFIG_TOML).mailSubjects).toEqual({ magiclink: 'Your LoomConnect login code' });
    const html = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../supabase/templates/magic-link.html'),
      'utf8',
    );
    expect(html).toContain('{{ .Token }}');
  });

  it("uses the CLI's defaults and ignores a disabled hook", () => {
    const settings = authSettingsFromToml(
      '[auth.hook.custom_access_token]\nenabled = false\nuri = "pg-functions://postgres/public/x"\n',
    );
    expect(settings).toEqual({
      password: { minLength: 6, requiredCharacters: [] },
      customAccessToken: null,
      mailSubjects: {},
      redirectUrls: [],
    });
    expect(() => authSettingsFromToml('[auth]\npassword_requirements = "digits"\n')).toThrow(/must be one of/);
  });

  it('accepts pg-functions URIs as GoTrue validates them', () => {
    expect(pgFunctionHook('pg-functions://postgres/auth/my_hook').functionName).toBe('"auth"."my_hook"');
    expect(() => pgFunctionHook('pg-functions://postgres/public')).toThrow(/not contain enough parts/);
    expect(() => pgFunctionHook('pg-functions://postgres/public/bad-name')).toThrow(/invalid table name/);
    expect(() => pgFunctionHook('https://hooks.example/token')).toThrow(/only postgres hooks/);
  });

  it('holds the sets the CLI hands GoTrue for lower_upper_letters_digits_symbols', () => {
    // apps/cli-go/pkg/api/types.gen.go (the Go literal's escapes resolved), split as GoTrue's
    // conf.PasswordRequiredCharacters.Decode splits it: on ':' unless escaped with a backslash.
    const cli = 'abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789:!@#$%^&*()_+-=[]{};\'\\\\:"|<>?,./`~';
    const parts = cli.split(':');
    for (let i = 0; i < parts.length - 1; i++) {
      if (parts[i].endsWith('\\')) {
        parts[i] = `${parts[i].slice(0, -1)}:${parts[i + 1]}`;
        parts[i + 1] = '';
      }
    }
    expect(parts.filter(Boolean)).toEqual(PASSWORD_REQUIREMENTS.lower_upper_letters_digits_symbols);
    expect(PASSWORD_CHARACTERS.symbols).toBe('!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~');
  });
});

describe("GoTrue's password strength check", () => {
  const policy = authSettingsFromToml(CONFIG_TOML).password;
  const charactersMessage =
    'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789, !@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~.';

  it('names the length and the missing characters once, with GoTrue sentences', () => {
    expect(passwordWeakness(policy, 'Abcdef1!')).toBeNull();
    expect(passwordWeakness(policy, 'Ab1!')).toEqual({
      reasons: ['length'],
      message: 'Password should be at least 8 characters.',
    });
    expect(passwordWeakness(policy, 'abcdef')).toEqual({
      reasons: ['length', 'characters'],
      message: `Password should be at least 8 characters. ${charactersMessage}`,
    });
    expect(passwordWeakness(policy, 'Abcdefg1 ')?.reasons).toEqual(['characters']);
  });

  it('counts bytes, as Go does', () => {
    // Three two-byte letters and 'aA1!' make 10 bytes in 7 characters.
    expect(passwordWeakness(policy, 'äöüaA1!')).toBeNull();
  });
});
