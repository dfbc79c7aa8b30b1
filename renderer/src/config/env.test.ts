import { describe, expect, it } from 'vitest';
import { parseEnv } from './env.ts';

describe('parseEnv', () => {
  it('defaults to the local stack and its demo anon key', () => {
    const env = parseEnv({});
    expect(env.supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(env.supabaseAnonKey.split('.')).toHaveLength(3);
  });

  it('treats empty values as unset and drops trailing slashes', () => {
    expect(parseEnv({ VITE_SUPABASE_URL: '' }).supabaseUrl).toBe('http://127.0.0.1:54321');
    expect(parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/' }).supabaseUrl).toBe('https://abc.supabase.co');
  });

  it('names the offending key when a value is invalid', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(
      'Invalid environment configuration: VITE_SUPABASE_URL',
    );
  });
});

describe('parseEnv keys', () => {
  it('reads the cities key and refuses a non-http URL or a non-string value', () => {
    expect(parseEnv({ VITE_CSC_API_KEY: 'k1' }).citiesApiKey).toBe('k1');
    expect(parseEnv({}).citiesApiKey).toBeNull();
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'ftp://files.example.com' })).toThrow('VITE_SUPABASE_URL');
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 42 })).toThrow('VITE_SUPABASE_ANON_KEY');
  });
});

describe('parseEnv public web URL', () => {
  it('defaults to the local web app, drops trailing slashes and refuses a non-http value', () => {
    expect(parseEnv({}).publicWebUrl).toBe('http://127.0.0.1:5173');
    expect(parseEnv({ VITE_PUBLIC_WEB_URL: 'https://loomconnect.in/' }).publicWebUrl).toBe('https://loomconnect.in');
    expect(() => parseEnv({ VITE_PUBLIC_WEB_URL: 'app://loomconnect' })).toThrow('VITE_PUBLIC_WEB_URL');
  });
});
