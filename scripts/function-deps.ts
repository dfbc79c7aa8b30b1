/**
 * What each edge function depends on, read from the sources: its folders, the local files its
 * index.ts reaches, the bare specifiers those files import (which its deno.json must map), and the
 * deno.json mappings whose npm versions differ from package.json's. Used by `npm run typecheck:deno`
 * (scripts/deno-check.ts) and the unit test of the deno.json files.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const FUNCTIONS_DIR = path.join(ROOT, 'supabase/functions');
export const SHARED_DIR = path.join(FUNCTIONS_DIR, '_shared');

/** Function folders of `dir` (`_`-folders such as `_shared` are not functions), each with an index.ts. */
export function functionFolders(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('_') && fs.existsSync(path.join(dir, e.name, 'index.ts')))
    .map((e) => path.join(dir, e.name))
    .sort();
}

/** A specifier Deno resolves through the import map (not a path, URL or a scheme such as npm:, node:). */
function isBare(specifier: string): boolean {
  return !/^(\.{1,2}\/|\/|[a-z][a-z0-9+.-]*:)/i.test(specifier);
}

/** The specifiers one file imports (static and literal dynamic imports, re-exports, type imports). */
function importsOf(file: string): string[] {
  return ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true).importedFiles.map((f) => f.fileName);
}

export interface ImportGraph {
  /** Local files reached, the entry files included. */
  files: Set<string>;
  /** Bare specifiers imported anywhere in the graph, without subpaths (`zod`, `@supabase/supabase-js`). */
  bare: Set<string>;
}

/** Package name of a bare specifier: `zod/v4` → `zod`, `@scope/pkg/sub` → `@scope/pkg`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The local import graph from `entries`, following relative imports. */
export function importGraph(entries: string[]): ImportGraph {
  const files = new Set<string>();
  const bare = new Set<string>();
  const queue = [...entries];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    files.add(file);
    for (const specifier of importsOf(file)) {
      if (specifier.startsWith('.')) queue.push(path.resolve(path.dirname(file), specifier));
      else if (isBare(specifier)) bare.add(packageOf(specifier));
    }
  }
  return { files, bare };
}

/** `_shared/**` sources minus tests (they import vitest, which Deno does not provide). */
export function sharedSources(): string[] {
  return fs
    .readdirSync(SHARED_DIR, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(SHARED_DIR, f))
    .sort();
}

export function denoImports(config: string): Record<string, string> {
  return (JSON.parse(fs.readFileSync(config, 'utf8')) as { imports?: Record<string, string> }).imports ?? {};
}

/** Mappings to `npm:` packages whose version range is not package.json's, one line each. */
export function versionMismatches(config: string): string[] {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  return Object.entries(denoImports(config)).flatMap(([specifier, target]) => {
    const m = /^npm:(@?[^@/]+(?:\/[^@/]+)?)@([^/]+)/.exec(target);
    if (m && deps[m[1]] === m[2]) return [];
    const found = m
      ? `${m[1]}@${m[2]}, package.json has ${deps[m[1]] ?? 'no such package'}`
      : `${target} (not npm:<pkg>@<range>)`;
    return [`${path.relative(ROOT, config)}: "${specifier}" maps to ${found}`];
  });
}

/** Bare specifiers a deno.json is missing, or maps without any file of the graph importing them. */
export function mappingProblems(config: string, graph: ImportGraph): string[] {
  const mapped = new Set(Object.keys(denoImports(config)));
  const where = path.relative(ROOT, config);
  return [
    ...[...graph.bare].filter((s) => !mapped.has(s)).map((s) => `${where}: "${s}" is imported but not mapped`),
    ...[...mapped].filter((s) => !graph.bare.has(s)).map((s) => `${where}: "${s}" is mapped but never imported`),
  ];
}
