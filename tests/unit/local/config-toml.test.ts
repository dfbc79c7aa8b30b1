import { describe, expect, it } from 'vitest';
import { parseToml } from '../../../supabase/local/config-toml.ts';

describe('config.toml reader', () => {
  it('reads tables, dotted and quoted names, and every value kind a Supabase config uses', () => {
    const tables = parseToml(`
project_id = "loom" # a comment
[auth]
jwt_expiry = 3_600
enable_signup = true
additional_redirect_urls = ["http://a/#x", 'http://b']
symbols = "a:b\\\\:\\"c\\u0041"
literal = 'C:\\path'
[auth.hook.custom_access_token]
enabled = true
uri = "pg-functions://postgres/public/hook"
[functions."quoted-name"]
verify_jwt = false
list = [
  "one", # first
  "two",
]
`);
    expect(tables.get('')).toEqual({ project_id: 'loom' });
    expect(tables.get('auth')).toEqual({
      jwt_expiry: 3600,
      enable_signup: true,
      additional_redirect_urls: ['http://a/#x', 'http://b'],
      symbols: 'a:b\\:"cA',
      literal: 'C:\\path',
    });
    expect(tables.get('auth.hook.custom_access_token')).toEqual({
      enabled: true,
      uri: 'pg-functions://postgres/public/hook',
    });
    expect(tables.get('functions.quoted-name')).toEqual({ verify_jwt: false, list: ['one', 'two'] });
  });

  it('skips lines it cannot read and the keys of arrays of tables', () => {
    const tables = parseToml(`[a]\nwhen = 1979-05-27\nok = 1\n[[b]]\nx = 1\n[c]\ny = 2\n`);
    expect(tables.get('a')).toEqual({ ok: 1 });
    expect(tables.has('b')).toBe(false);
    expect(tables.get('c')).toEqual({ y: 2 });
  });
});
