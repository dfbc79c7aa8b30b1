/**
 * Each edge function deploys with the deno.json beside its index.ts (the Supabase CLI picks it up
 * without a config.toml entry): it maps exactly the bare specifiers the function's import graph uses,
 * to package.json's versions, and the graph stays inside the function's folder and _shared/.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FUNCTIONS_DIR,
  functionFolders,
  importGraph,
  mappingProblems,
  ROOT,
  SHARED_DIR,
  sharedSources,
  versionMismatches,
} from '../../../scripts/function-deps.ts';

const FUNCTIONS = functionFolders(FUNCTIONS_DIR);
const FIXTURES = functionFolders(path.join(ROOT, 'tests/fixtures/functions'));
const rel = (p: string) => path.relative(ROOT, p);

describe('deno.json per edge function', () => {
  it('every function folder has its own, and there is no shared one above them', () => {
    expect(FUNCTIONS.length).toBeGreaterThan(5);
    for (const dir of [...FUNCTIONS, ...FIXTURES])
      expect(fs.existsSync(path.join(dir, 'deno.json')), rel(dir)).toBe(true);
    expect(fs.existsSync(path.join(FUNCTIONS_DIR, 'deno.json'))).toBe(false);
  });

  it("maps exactly the bare specifiers of the function's import graph (_shared/ included)", () => {
    for (const dir of [...FUNCTIONS, ...FIXTURES])
      expect(mappingProblems(path.join(dir, 'deno.json'), importGraph([path.join(dir, 'index.ts')])), rel(dir)).toEqual(
        [],
      );
    expect(mappingProblems(path.join(SHARED_DIR, 'deno.json'), importGraph(sharedSources()))).toEqual([]);
  });

  it("pins every npm package to package.json's version range", () => {
    const configs = [...FUNCTIONS, ...FIXTURES, SHARED_DIR].map((dir) => path.join(dir, 'deno.json'));
    for (const config of configs) expect(versionMismatches(config), rel(config)).toEqual([]);
  });

  it("keeps each function's import graph in its own folder and _shared/", () => {
    for (const dir of FUNCTIONS) {
      const outside = [...importGraph([path.join(dir, 'index.ts')]).files].filter(
        (f) => !f.startsWith(dir + path.sep) && !f.startsWith(SHARED_DIR + path.sep),
      );
      expect(outside.map(rel), rel(dir)).toEqual([]);
    }
  });

  it('reports a planted wrong version, a missing mapping and an unused one', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loom-deno-json-'));
    try {
      fs.writeFileSync(path.join(dir, 'index.ts'), "import { z } from 'zod';\nimport 'libphonenumber-js/max';\n");
      const config = path.join(dir, 'deno.json');
      fs.writeFileSync(
        config,
        JSON.stringify({ imports: { zod: 'npm:zod@^3.0.0', '@supabase/supabase-js': 'npm:@supabase/supabase-js@^2' } }),
      );
      expect(versionMismatches(config)).toEqual([
        expect.stringContaining('"zod" maps to zod@^3.0.0, package.json has ^4.6.7'),
        expect.stringContaining('"@supabase/supabase-js" maps to @supabase/supabase-js@^2, package.json has'),
      ]);
      expect(mappingProblems(config, importGraph([path.join(dir, 'index.ts')]))).toEqual([
        expect.stringContaining('"libphonenumber-js" is imported but not mapped'),
        expect.stringContaining('"@supabase/supabase-js" is mapped but never imported'),
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
