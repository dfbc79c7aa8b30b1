import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { npmToBare } from '../../../supabase/local/functions/npm-specifiers.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

describe('npm: specifiers', () => {
  it.each([
    ['npm:zod@^4.6.7', 'zod'],
    ['npm:zod', 'zod'],
    ['npm:@supabase/supabase-js@2.109.0', '@supabase/supabase-js'],
    ['npm:@supabase/supabase-js@^2/dist/index.mjs', '@supabase/supabase-js/dist/index.mjs'],
    ['npm:/preact@10/hooks', 'preact/hooks'],
  ])('maps %s to %s', (specifier, bare) => {
    expect(npmToBare(specifier)).toBe(bare);
  });

  it('leaves other specifiers alone', () => {
    for (const s of ['zod', './handler.ts', 'node:fs', 'jsr:@std/path', 'https://esm.sh/zod'])
      expect(npmToBare(s)).toBeNull();
  });

  it('lets Node (tsx) import a function that uses npm: specifiers', () => {
    const script = `
      const { registerNpmSpecifiers } = await import('./supabase/local/functions/npm-specifiers.ts');
      registerNpmSpecifiers();
      const m = await import('./tests/fixtures/functions/npm-specifier/handler.ts');
      console.log(await (await m.default(new Request('http://x'))).text());`;
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '--eval', script], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out.trim()).toBe('npm specifiers resolve');
  });
});
