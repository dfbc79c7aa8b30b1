import { describe, expect, it } from 'vitest';
import { findChromium } from '../../support/chromium.ts';

const OWN = '/home/me/.cache/ms-playwright/chromium-1234/chrome-linux/chrome';
const files =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe('findChromium', () => {
  it("prefers Playwright's own Chromium to the system's", () => {
    expect(findChromium({}, files(OWN, '/usr/bin/chromium'), () => OWN)).toEqual({ source: 'playwright' });
  });

  it("falls back to /usr/bin/chromium when Playwright's is not installed", () => {
    expect(findChromium({}, files('/usr/bin/chromium'), () => OWN)).toEqual({
      source: 'system',
      executablePath: '/usr/bin/chromium',
    });
  });

  it("prefers Debian's headless shell to its full browser", () => {
    const shell = '/usr/lib/chromium/chromium-headless-shell';
    expect(findChromium({}, files('/usr/bin/chromium', shell), () => OWN)).toEqual({
      source: 'system',
      executablePath: shell,
    });
  });

  it('takes CHROMIUM_PATH when set, and finds nothing when that file is missing', () => {
    const env = { CHROMIUM_PATH: '/opt/chromium/chrome' };
    expect(findChromium(env, files('/opt/chromium/chrome', OWN), () => OWN)).toEqual({
      source: 'CHROMIUM_PATH',
      executablePath: '/opt/chromium/chrome',
    });
    expect(findChromium(env, files(OWN, '/usr/bin/chromium'), () => OWN)).toBeNull();
  });

  it('finds nothing when no Chromium is anywhere, also when Playwright knows no path for the platform', () => {
    expect(findChromium({}, files(), () => OWN)).toBeNull();
    const unsupported = () => {
      throw new Error('unsupported platform');
    };
    expect(findChromium({}, files(), unsupported)).toBeNull();
  });
});
