import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { holdBuild, prune } from '../../../scripts/web-build.ts';

let dir: string;
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

/** Build folders named b0 (oldest) … b(n-1) (newest). */
async function builds(n: number): Promise<void> {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'loom-web-builds-'));
  for (let i = 0; i < n; i++) await fs.mkdir(path.join(dir, `b${i}`));
  await age(n);
}
/** Dates the folders again, oldest first (writing a marker into one makes it the newest). */
async function age(n: number): Promise<void> {
  for (let i = 0; i < n; i++) {
    const at = new Date(Date.UTC(2026, 0, 1, i));
    await fs.utimes(path.join(dir, `b${i}`), at, at).catch(() => undefined);
  }
}
const left = async () => (await fs.readdir(dir)).sort();

describe('pruning the cached web builds (npm start)', () => {
  it('keeps the current build and the newest others', async () => {
    await builds(5);
    await prune('b0', dir);
    expect(await left()).toEqual(['b0', 'b3', 'b4']);
  });

  it('never removes a build another running instance serves; a dead instance holds nothing', async () => {
    await builds(5);
    const release = await holdBuild(path.join(dir, 'b1'));
    // A marker of a process that is gone (pid 2^22 + 1 is beyond Linux's pid range).
    await fs.writeFile(path.join(dir, 'b0', `.served-by-${2 ** 22 + 1}`), '');
    await age(5);
    await prune('b4', dir);
    // b2 and b3 are the newest others; of the older ones b1 is served and b0's marker is stale.
    expect(await left()).toEqual(['b1', 'b2', 'b3', 'b4']);
    await release();
    await age(5);
    await prune('b4', dir);
    expect(await left()).toEqual(['b2', 'b3', 'b4']);
  });
});
