/**
 * The layer rules fire: each case plants an import (or a file name) where the rules forbid it and lints it
 * with the repository's own ESLint config, next to the allowed form of the same import.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids ESLint reports for `code` as if it were the file at `file` (relative to the repository). */
async function violations(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const RESTRICTED = '@typescript-eslint/no-restricted-imports';

describe('renderer layers', () => {
  it('a feature may not import another feature (alias or relative path)', async () => {
    const file = 'renderer/src/features/news/components/planted.ts';
    expect(await violations(file, "export { x } from '@/features/marketplace/model/boards.ts';\n")).toContain(
      'local/renderer-layers',
    );
    expect(await violations(file, "export { x } from '../../marketplace/model/boards.ts';\n")).toContain(
      'local/renderer-layers',
    );
    expect(await violations(file, "export { x } from '../model/news.ts';\n")).toEqual([]);
  });

  it('shared code imports neither features nor app; features do not import app', async () => {
    expect(await violations('renderer/src/ui/planted.ts', "export { x } from '@/features/news/api.ts';\n")).toContain(
      'local/renderer-layers',
    );
    expect(await violations('renderer/src/data/planted.ts', "export { x } from '@/app/store.ts';\n")).toContain(
      'local/renderer-layers',
    );
    expect(
      await violations('renderer/src/features/news/planted.ts', "export { x } from '@/app/store.ts';\n"),
    ).toContain('local/renderer-layers');
    expect(await violations('renderer/src/app/planted.ts', "export { x } from '@/features/news/api.ts';\n")).toEqual(
      [],
    );
    expect(await violations('renderer/src/features/news/planted.ts', "export { x } from '@/ui/button.tsx';\n")).toEqual(
      [],
    );
  });

  it('lets only tests import the testing helpers', async () => {
    const code = "export { fakeGateway } from '@/testing/fake-gateway.ts';\n";
    expect(await violations('renderer/src/features/news/components/planted.tsx', code)).toContain(
      'local/renderer-layers',
    );
    expect(await violations('renderer/src/features/news/components/planted.test.tsx', code)).toEqual([]);
  });

  it('imports electron/ only as types, and no Node modules', async () => {
    const file = 'renderer/src/platform/planted.ts';
    expect(await violations(file, "export { ipcContract } from '../../../electron/ipc/contract.ts';\n")).toContain(
      RESTRICTED,
    );
    expect(await violations(file, "export type { DesktopBridge } from '../../../electron/ipc/contract.ts';\n")).toEqual(
      [],
    );
    expect(await violations(file, "export { readFileSync } from 'node:fs';\n")).toContain(RESTRICTED);
  });

  it('uses the typed Redux hooks only', async () => {
    const code = "import { useSelector } from 'react-redux';\nexport const use = useSelector;\n";
    expect(await violations('renderer/src/features/news/planted.ts', code)).toContain(RESTRICTED);
    expect(await violations('renderer/src/data/hooks.ts', code)).toEqual([]);
  });
});

describe('electron', () => {
  it('registers IPC only through the validated wrapper', async () => {
    const code = "import { ipcMain } from 'electron';\nexport const raw = ipcMain;\n";
    expect(await violations('electron/main/planted.ts', code)).toContain(RESTRICTED);
    expect(await violations('electron/main/ipc/validated-ipc.ts', code)).toEqual([]);
  });

  it('keeps Electron out of the cache and the sync engine, which run in plain Node', async () => {
    const code = "import { app } from 'electron';\nexport const a = app;\n";
    expect(await violations('electron/main/cache/planted.ts', code)).toContain(RESTRICTED);
    expect(await violations('electron/main/sync/planted.ts', "export type { App } from 'electron';\n")).toContain(
      RESTRICTED,
    );
    expect(await violations('electron/main/cache/planted.ts', "export { readFileSync } from 'node:fs';\n")).toEqual([]);
    expect(await violations('electron/main/planted.ts', code)).toEqual([]);
  });

  it('keeps Node out of the sandboxed preload', async () => {
    const file = 'electron/preload/planted.ts';
    expect(await violations(file, "export { readFileSync } from 'node:fs';\n")).toContain(RESTRICTED);
    expect(await violations(file, "import { ipcMain } from 'electron';\nexport const raw = ipcMain;\n")).toContain(
      RESTRICTED,
    );
    expect(await violations(file, "export { contextBridge } from 'electron';\n")).toEqual([]);
  });
});

describe('domain', () => {
  it('imports only zod, libphonenumber-js and its own files', async () => {
    const file = 'supabase/functions/_shared/domain/planted.ts';
    expect(await violations(file, "export { createClient } from '@supabase/supabase-js';\n")).toContain(RESTRICTED);
    expect(await violations(file, "export { z } from 'zod';\n")).toEqual([]);
  });
});

describe('file names', () => {
  it('are kebab-case', async () => {
    expect(await violations('renderer/src/ui/PriceGrid.tsx', 'export const a = 1;\n')).toContain(
      'local/kebab-case-files',
    );
    expect(await violations('renderer/src/ui/price-grid.test.tsx', 'export const a = 1;\n')).toEqual([]);
  });
});
