import { describe, expect, it } from 'vitest';
import { apiOrigins, contentSecurityPolicy, faqVideoEmbedUrl, officeMapUrls } from '@domain/content-policy.ts';

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((d) => d.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('apiOrigins', () => {
  it('gives the http and websocket origins of a hosted backend', () => {
    expect(apiOrigins('https://abc.supabase.co/')).toEqual({
      http: 'https://abc.supabase.co',
      ws: 'wss://abc.supabase.co',
    });
  });

  it('allows http only for a backend on this machine', () => {
    expect(apiOrigins('http://127.0.0.1:54321')).toEqual({
      http: 'http://127.0.0.1:54321',
      ws: 'ws://127.0.0.1:54321',
    });
    expect(apiOrigins('http://LOCALHOST:54321/rest')).toEqual({
      http: 'http://localhost:54321',
      ws: 'ws://localhost:54321',
    });
    expect(() => apiOrigins('http://api.example.com')).toThrow(/must use https/);
    expect(() => apiOrigins('http://127.0.0.1.example.com')).toThrow(/must use https/);
  });

  it('refuses what is not an http(s) URL', () => {
    expect(() => apiOrigins('ftp://127.0.0.1')).toThrow(/not an http\(s\) URL/);
    expect(() => apiOrigins('javascript:alert(1)')).toThrow(/not an http\(s\) URL/);
  });
});

describe('contentSecurityPolicy', () => {
  const web = contentSecurityPolicy({ apiUrl: 'https://abc.supabase.co', platform: 'web' });
  const desktop = contentSecurityPolicy({ apiUrl: 'http://127.0.0.1:54321', platform: 'desktop' });

  it('runs scripts only from the app and the payment provider: nothing inline, no eval', () => {
    for (const policy of [web, desktop]) {
      expect(directive(policy, 'script-src')).toEqual(["'self'", 'https://checkout.razorpay.com']);
      expect(policy).not.toContain('unsafe-eval');
      expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    }
  });

  it('talks to the configured API and its Realtime socket, and to no other backend', () => {
    expect(directive(web, 'connect-src')).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co']),
    );
    expect(directive(web, 'connect-src')).not.toContain('http:');
    expect(directive(web, 'connect-src')).not.toContain('https:');
    expect(directive(desktop, 'connect-src')).toEqual(
      expect.arrayContaining(['http://127.0.0.1:54321', 'ws://127.0.0.1:54321', 'loomcache:']),
    );
  });

  it('shows images from storage and local previews', () => {
    expect(directive(web, 'img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://abc.supabase.co']),
    );
  });

  it('frames only the embeds the pages use, and the desktop viewer its downloaded files', () => {
    const frames = directive(web, 'frame-src')!;
    expect(frames).toEqual(
      expect.arrayContaining([
        'https://www.youtube-nocookie.com',
        'https://www.openstreetmap.org',
        'https://api.razorpay.com',
      ]),
    );
    expect(new URL(faqVideoEmbedUrl('aqz-KE-bpKQ')).origin).toBe('https://www.youtube-nocookie.com');
    expect(new URL(officeMapUrls(21.17, 72.83).embed).origin).toBe('https://www.openstreetmap.org');
    expect(frames).not.toContain('loomcache:');
    expect(directive(desktop, 'frame-src')).toContain('loomcache:');
  });

  it("takes the desktop's file origin from its configuration, in place of loomcache:", () => {
    const standIn = contentSecurityPolicy({
      apiUrl: 'http://127.0.0.1:54321',
      platform: 'desktop',
      desktopFileOrigin: 'http://loomcache.localhost',
    });
    for (const name of ['frame-src', 'connect-src']) {
      expect(directive(standIn, name)).toContain('http://loomcache.localhost');
      expect(directive(standIn, name)).not.toContain('loomcache:');
    }
  });

  it('cannot itself be framed', () => {
    expect(directive(web, 'frame-ancestors')).toEqual(["'none'"]);
  });
});
