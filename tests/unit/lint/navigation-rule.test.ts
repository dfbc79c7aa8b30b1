/**
 * The renderer opens windows and loads pages only through @/platform/navigate.ts (eslint.config.js): each case
 * lints a planted line with the repository's own config, beside the allowed form.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The no-restricted-syntax messages ESLint reports for `code` as the file at `file`. */
async function refusals(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const PAGE = 'renderer/src/features/news/components/planted.tsx';

describe('window opens and page loads', () => {
  it('are refused outside the helper, in every spelling', async () => {
    for (const line of [
      "window.open('https://example.com');",
      "window.location.assign('/news');",
      "window.location.replace('/news');",
      "location.href = '/news';",
      "window.location.href = '/news';",
      "window.location = '/news';",
    ]) {
      expect(await refusals(PAGE, `export function f() {\n  ${line}\n}\n`), line).toHaveLength(1);
    }
  });

  it('refuse target="_blank" links outside NewWindowLink', async () => {
    const link = 'export const A = () => <a href="/news/1" target="_blank">Read</a>;\n';
    expect(await refusals(PAGE, link)).toEqual([expect.stringContaining('NewWindowLink')]);
    expect(await refusals(PAGE, 'export const A = () => <a href="/news/1">Read</a>;\n')).toEqual([]);
  });

  it('leave other href writes alone, and let the helper itself do its job', async () => {
    expect(await refusals(PAGE, 'export function f(a: HTMLAnchorElement) {\n  a.href = "blob:x";\n}\n')).toEqual([]);
    expect(await refusals('renderer/src/platform/navigate.ts', "window.location.assign('/');\n")).toEqual([]);
  });
});
