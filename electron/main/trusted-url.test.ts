import { describe, expect, it } from 'vitest';
import { isTrustedRendererUrl } from './trusted-url.ts';

const built = { rendererDir: '/opt/LoomConnect/resources/app/out/renderer' };
const dev = { devServerUrl: 'http://localhost:5173', rendererDir: built.rendererDir };

describe('isTrustedRendererUrl', () => {
  it('trusts the built renderer files', () => {
    expect(isTrustedRendererUrl('file:///opt/LoomConnect/resources/app/out/renderer/index.html', built)).toBe(true);
  });

  it('rejects other files, including lookalike folders and traversal', () => {
    expect(isTrustedRendererUrl('file:///home/user/Downloads/evil.html', built)).toBe(false);
    expect(isTrustedRendererUrl('file:///opt/LoomConnect/resources/app/out/renderer-evil/index.html', built)).toBe(
      false,
    );
    expect(isTrustedRendererUrl('file:///opt/LoomConnect/resources/app/out/renderer/../x.html', built)).toBe(false);
  });

  it('rejects web pages when running the built app', () => {
    expect(isTrustedRendererUrl('https://example.com/', built)).toBe(false);
  });

  it('trusts only the dev server origin while developing', () => {
    expect(isTrustedRendererUrl('http://localhost:5173/profile/me', dev)).toBe(true);
    expect(isTrustedRendererUrl('http://localhost:5174/', dev)).toBe(false);
    expect(isTrustedRendererUrl('file:///opt/LoomConnect/resources/app/out/renderer/index.html', dev)).toBe(false);
  });

  it('rejects what is not a URL', () => {
    expect(isTrustedRendererUrl('not a url', built)).toBe(false);
  });
});
