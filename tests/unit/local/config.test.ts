import { describe, expect, it } from 'vitest';
import { configFromEnv, webPortFromEnv } from '../../../supabase/local/config.ts';

describe('the stack configuration from the environment', () => {
  it('links auth e-mails to the web app where npm start serves it: WEB_PORT moves both', () => {
    expect(configFromEnv({}).siteUrl).toBe('http://127.0.0.1:5173');
    expect(configFromEnv({ WEB_PORT: '5273' }).siteUrl).toBe('http://127.0.0.1:5273');
    expect(webPortFromEnv({ WEB_PORT: '5273' })).toBe(5273);
    expect(configFromEnv({ WEB_PORT: '5273', HOST: '0.0.0.0' }).siteUrl).toBe('http://0.0.0.0:5273');
  });

  it('keeps a SITE_URL that is set (a public address in front of the app)', () => {
    expect(configFromEnv({ WEB_PORT: '5273', SITE_URL: 'https://loom.example' }).siteUrl).toBe('https://loom.example');
  });
});
