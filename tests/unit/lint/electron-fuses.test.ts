/**
 * The packaged desktop's Electron fuses (electron-builder's `electronFuses`, flipped before signing): no
 * ELECTRON_RUN_AS_NODE, NODE_OPTIONS or --inspect to turn the app into a Node runtime, cookies encrypted, the
 * app only from its ASAR with its integrity checked, and file:// without the extra privileges (the renderer is
 * served from the app:// scheme).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const packageJson = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as {
  build: { electronFuses?: Record<string, boolean>; asar?: boolean };
};

describe('the packaged desktop’s fuses', () => {
  it('are set as the hardening requires', () => {
    expect(packageJson.build.electronFuses).toEqual({
      runAsNode: false,
      enableCookieEncryption: true,
      enableNodeOptionsEnvironmentVariable: false,
      enableNodeCliInspectArguments: false,
      enableEmbeddedAsarIntegrityValidation: true,
      onlyLoadAppFromAsar: true,
      grantFileProtocolExtraPrivileges: false,
    });
    // The ASAR the fuses rely on is electron-builder's default; nothing turns it off.
    expect(packageJson.build.asar).not.toBe(false);
  });
});
