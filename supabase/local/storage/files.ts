import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { errors } from './errors.ts';
import { bucketFolder, objectFile } from './names.ts';

/** Object bytes on disk under `<root>/<bucket>/<key>`; writes go through a temp file and a rename. */
export class FileStore {
  constructor(readonly root: string) {}

  file(bucketId: string, key: string): string {
    return objectFile(this.root, bucketId, key);
  }

  async write(bucketId: string, key: string, data: Buffer): Promise<void> {
    const target = this.file(bucketId, key);
    await this.place(target, async (tmp) => fs.writeFile(tmp, data));
  }

  async copy(from: { bucketId: string; key: string }, to: { bucketId: string; key: string }): Promise<void> {
    const source = this.file(from.bucketId, from.key);
    await this.place(this.file(to.bucketId, to.key), (tmp) => fs.copyFile(source, tmp));
  }

  async move(from: { bucketId: string; key: string }, to: { bucketId: string; key: string }): Promise<void> {
    const source = this.file(from.bucketId, from.key);
    await this.place(this.file(to.bucketId, to.key), (tmp) => fs.rename(source, tmp));
    await this.pruneEmptyFolders(from.bucketId, source);
  }

  async remove(bucketId: string, key: string): Promise<void> {
    const file = this.file(bucketId, key);
    await fs.rm(file, { force: true });
    await this.pruneEmptyFolders(bucketId, file);
  }

  async removeBucket(bucketId: string): Promise<void> {
    await fs.rm(bucketFolder(this.root, bucketId), { recursive: true, force: true });
  }

  async size(bucketId: string, key: string): Promise<number | null> {
    const stat = await fs.stat(this.file(bucketId, key)).catch(() => null);
    return stat?.isFile() ? stat.size : null;
  }

  read(bucketId: string, key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.file(bucketId, key), range);
  }

  /** Fills a temp file next to `target`, then renames it into place; a key that clashes with a folder is refused. */
  private async place(target: string, fill: (tmp: string) => Promise<void>): Promise<void> {
    const tmp = path.join(path.dirname(target), `.upload-${randomUUID()}`);
    try {
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fill(tmp);
      await fs.rename(tmp, target);
    } catch (e) {
      await fs.rm(tmp, { force: true });
      const code = (e as NodeJS.ErrnoException).code;
      // S3 allows both `a` and `a/b`; a file system cannot hold a file and a folder of one name.
      if (code === 'ENOTDIR' || code === 'EISDIR' || code === 'EEXIST') throw errors.invalidKey(path.basename(target));
      throw e;
    }
  }

  /** Removes folders left empty below the bucket folder, so a later key may reuse their name. */
  private async pruneEmptyFolders(bucketId: string, file: string): Promise<void> {
    const stop = bucketFolder(this.root, bucketId);
    for (let dir = path.dirname(file); dir.startsWith(stop + path.sep); dir = path.dirname(dir)) {
      if (
        !(await fs.rmdir(dir).then(
          () => true,
          () => false,
        ))
      )
        return;
    }
  }
}
