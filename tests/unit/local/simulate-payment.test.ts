import { describe, expect, it } from 'vitest';
import { apiUrlFromEnv } from '../../../supabase/local/test-checkout/payment-event.ts';

describe('the API scripts/simulate-payment.ts posts to', () => {
  it("is the local stack's default, http://127.0.0.1:54321, with nothing set", () => {
    expect(apiUrlFromEnv({})).toBe('http://127.0.0.1:54321');
  });

  it('follows PORT and HOST as npm start does', () => {
    expect(apiUrlFromEnv({ PORT: '55321' })).toBe('http://127.0.0.1:55321');
    expect(apiUrlFromEnv({ HOST: 'localhost' })).toBe('http://localhost:54321');
    expect(apiUrlFromEnv({ HOST: '192.168.1.20', PORT: '8000' })).toBe('http://192.168.1.20:8000');
  });

  it('is API_URL when set, whatever PORT and HOST say', () => {
    expect(apiUrlFromEnv({ API_URL: 'https://abc.supabase.co' })).toBe('https://abc.supabase.co');
    expect(apiUrlFromEnv({ API_URL: 'http://127.0.0.1:60000', PORT: '55321', HOST: 'localhost' })).toBe(
      'http://127.0.0.1:60000',
    );
  });

  it('reads process.env by default', () => {
    const saved = { PORT: process.env.PORT, HOST: process.env.HOST, API_URL: process.env.API_URL };
    try {
      delete process.env.API_URL;
      delete process.env.HOST;
      process.env.PORT = '55999';
      expect(apiUrlFromEnv()).toBe('http://127.0.0.1:55999');
    } finally {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
  });
});
