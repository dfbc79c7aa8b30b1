/**
 * The renderer has one RTK Query api that every feature adds endpoints to (renderer/src/data/api.ts). An endpoint
 * injected under a name another feature already used is ignored, so which one a page gets depends on which feature
 * loaded first: the sourcing comparison once received the corporate page's products. Every name is therefore unique.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const ENDPOINT = /^\s+([A-Za-z0-9_]+): build\.(?:query|mutation|infiniteQuery)\b/gm;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** Each endpoint name with the files that define it. */
function endpointDefinitions(files: { file: string; text: string }[]): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const { file, text } of files) {
    for (const [, name] of text.matchAll(ENDPOINT)) found.set(name, [...(found.get(name) ?? []), file]);
  }
  return found;
}

describe('RTK Query endpoint names', () => {
  it('finds a name defined twice', () => {
    const twice = endpointDefinitions([
      { file: 'a.ts', text: '  endpoints: (build) => ({\n    rows: build.query<Row[], void>({\n' },
      { file: 'b.ts', text: '  endpoints: (build) => ({\n    rows: build.mutation({\n' },
    ]);
    expect(twice.get('rows')).toEqual(['a.ts', 'b.ts']);
  });

  it('are unique across the renderer', () => {
    const files = sourceFiles(path.join(root, 'renderer/src')).map((file) => ({
      file: path.relative(root, file),
      text: fs.readFileSync(file, 'utf8'),
    }));
    const definitions = endpointDefinitions(files);
    expect(definitions.size).toBeGreaterThan(100);
    const repeated = [...definitions].filter(([, where]) => where.length > 1);
    expect(repeated).toEqual([]);
  });
});
