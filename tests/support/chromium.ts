/**
 * Which Chromium the browser tests and benches drive: CHROMIUM_PATH when set, else Playwright's own when
 * `npx playwright install chromium` has put it there, else the system's: Debian's headless shell
 * (package chromium-headless-shell, the build Playwright itself runs headless tests in) or else its full
 * browser (package chromium). The shell draws the same pages with about a third less CPU, and the browser
 * phase is CPU-bound. With none of them, one line says how to get one.
 */
import fs from 'node:fs';
import { chromium, type LaunchOptions } from '@playwright/test';

const SYSTEM_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const SYSTEM_CHROMIUM = '/usr/bin/chromium';

const NO_CHROMIUM =
  'No Chromium for the browser tests: run `npx playwright install chromium`, or install Chromium ' +
  '(Debian: apt-get install chromium-headless-shell, or chromium) and set CHROMIUM_PATH if it is installed elsewhere.';

export type ChromiumChoice = { source: 'CHROMIUM_PATH' | 'playwright' | 'system'; executablePath?: string };

/** The Chromium to launch, or null when there is none; `exists` is injectable for tests. */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = fs.existsSync,
  playwrightPath: () => string = () => chromium.executablePath(),
): ChromiumChoice | null {
  if (env.CHROMIUM_PATH)
    return exists(env.CHROMIUM_PATH) ? { source: 'CHROMIUM_PATH', executablePath: env.CHROMIUM_PATH } : null;
  let own = '';
  try {
    own = playwrightPath();
  } catch {
    // No browser registry entry for this platform: fall through to the system's.
  }
  if (own && exists(own)) return { source: 'playwright' };
  const system = [SYSTEM_HEADLESS_SHELL, SYSTEM_CHROMIUM].find(exists);
  return system ? { source: 'system', executablePath: system } : null;
}

/**
 * Launch options for the found Chromium; exits the process with NO_CHROMIUM when there is none (a setup
 * problem is one line, never a stack trace).
 */
export function chromiumLaunchOptions(): LaunchOptions {
  const found = findChromium();
  if (!found) {
    console.error(NO_CHROMIUM);
    process.exit(1);
  }
  return {
    executablePath: found.executablePath,
    // Root in CI containers has no sandbox; the flags below keep Chromium off the (closed) network at start.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
