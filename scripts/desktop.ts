/**
 * `npm run desktop`: builds the Electron app and launches it, where the Electron binary exists.
 * Build machines install `electron` without its binary (optionalDependency, download disabled),
 * so there this explains itself and exits 0.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { build } from 'electron-vite';
import { PROJECT_ROOT } from '../supabase/local/config.ts';

/** The Electron executable's path, or null when the package or its downloaded binary is missing. */
function electronBinary(): string | null {
  try {
    // The electron package's main module exports the binary's path, and throws when it was never downloaded.
    const binary = createRequire(import.meta.url)('electron') as unknown;
    return typeof binary === 'string' && fs.existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
if (!binary) {
  console.log(
    'Electron binary not installed here (optional dependency, not downloadable): skipping `npm run desktop`.',
  );
  process.exit(0);
}

await build({ root: PROJECT_ROOT });
const child = spawn(binary, [PROJECT_ROOT], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
