/**
 * Each runtime's tsconfig refuses what its runtime lacks: a planted file that uses the DOM in the domain, or
 * Node in the sandboxed preload, fails to type-check under that layer's own tsconfig, while the same file is
 * fine where the runtime has it. The planted file exists only in memory.
 */
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** tsc's errors for `code` as a file in the folder of `tsconfig` (relative to the repository). */
function errorsOf(tsconfig: string, code: string): string[] {
  const configPath = path.join(root, tsconfig);
  const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config, ts.sys, path.dirname(configPath));
  const planted = path.join(path.dirname(configPath), 'planted-layer-check.ts');
  const host = ts.createCompilerHost(parsed.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.readFile = (file) => (file === planted ? code : readFile(file));
  host.fileExists = (file) => file === planted || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, language) =>
    file === planted ? ts.createSourceFile(file, code, language) : getSourceFile(file, language);
  const program = ts.createProgram({ rootNames: [planted], options: parsed.options, host });
  return ts
    .getPreEmitDiagnostics(program, program.getSourceFile(planted))
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const USES_DOM = 'export const title = document.title;\n';
const USES_NODE = "export const home = process.env.HOME ?? '';\n";

describe('per-layer tsconfigs', () => {
  it('the domain has neither DOM nor Node', () => {
    expect(errorsOf('supabase/functions/_shared/domain/tsconfig.json', USES_DOM).join()).toMatch(/document/);
    expect(errorsOf('supabase/functions/_shared/domain/tsconfig.json', USES_NODE).join()).toMatch(/process/);
    expect(errorsOf('supabase/functions/_shared/domain/tsconfig.json', 'export const n: number = 1;\n')).toEqual([]);
  });

  it('the renderer has the DOM but not Node', () => {
    expect(errorsOf('renderer/tsconfig.json', USES_DOM)).toEqual([]);
    expect(errorsOf('renderer/tsconfig.json', USES_NODE).join()).toMatch(/process/);
  });

  it('the sandboxed preload has no Node globals; main and the local stack have Node but no DOM', () => {
    expect(errorsOf('electron/preload/tsconfig.json', USES_NODE).join()).toMatch(/process/);
    expect(errorsOf('electron/main/tsconfig.json', USES_NODE)).toEqual([]);
    expect(errorsOf('electron/main/tsconfig.json', USES_DOM).join()).toMatch(/document/);
    expect(errorsOf('supabase/local/tsconfig.json', USES_DOM).join()).toMatch(/document/);
  });
});
