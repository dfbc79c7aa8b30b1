import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../supabase/local/http/types.ts';
import { checkMimeType, parseFileSizeLimit } from '../../../supabase/local/storage/limits.ts';
import { checkBucketId, checkObjectKey, objectFile } from '../../../supabase/local/storage/names.ts';
import { parseRange } from '../../../supabase/local/storage/serve.ts';

const statusOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (e) {
    return e instanceof HttpError ? e.status : e;
  }
};

describe('storage limits', () => {
  it('parses file size limits as Storage does', () => {
    expect(parseFileSizeLimit(1024)).toBe(1024);
    expect(parseFileSizeLimit('5MB')).toBe(5_000_000);
    expect(parseFileSizeLimit('30 KB')).toBe(30_000);
    expect(parseFileSizeLimit('50MiB')).toBe(50 * 1024 * 1024);
    expect(parseFileSizeLimit('3B')).toBe(3);
    expect(parseFileSizeLimit(null)).toBeNull();
    expect(statusOf(() => parseFileSizeLimit('lots'))).toBe(400);
    expect(statusOf(() => parseFileSizeLimit(-1))).toBe(400);
  });

  it('matches mime types exactly or by type/* wildcard, ignoring parameters', () => {
    expect(statusOf(() => checkMimeType('image/png', ['image/*']))).toBeNull();
    expect(statusOf(() => checkMimeType('text/plain;charset=UTF-8', ['text/plain']))).toBeNull();
    expect(statusOf(() => checkMimeType('application/pdf', null))).toBeNull();
    expect(statusOf(() => checkMimeType('application/pdf', ['image/*', 'text/plain']))).toBe(415);
    expect(statusOf(() => checkMimeType('imagepng', ['image/*']))).toBe(415);
  });
});

describe('storage names', () => {
  it('accepts keys and bucket ids Storage accepts', () => {
    expect(checkObjectKey('a/b c/(1).pdf')).toBe('a/b c/(1).pdf');
    expect(checkBucketId('company-files')).toBe('company-files');
  });

  it.each(['../x', 'a/../../x', 'a//b', '/abs', 'a/./b', 'nul\0byte', 'back\\slash', 'a/'])('refuses key %j', (key) => {
    expect(statusOf(() => checkObjectKey(key))).toBe(400);
  });

  it('refuses bucket ids that would leave the storage folder', () => {
    for (const id of ['..', '.', 'a/b', '']) expect(statusOf(() => checkBucketId(id))).toBe(400);
  });

  it('maps keys below the bucket folder', () => {
    expect(objectFile('/data/storage', 'docs', 'a/b.txt')).toBe(path.resolve('/data/storage/docs/a/b.txt'));
  });
});

describe('range requests', () => {
  it('parses single byte ranges and refuses unsatisfiable ones', () => {
    expect(parseRange(undefined, 10)).toBeNull();
    expect(parseRange('bytes=0-3', 10)).toEqual({ start: 0, end: 3 });
    expect(parseRange('bytes=5-', 10)).toEqual({ start: 5, end: 9 });
    expect(parseRange('bytes=-4', 10)).toEqual({ start: 6, end: 9 });
    expect(parseRange('bytes=8-100', 10)).toEqual({ start: 8, end: 9 });
    expect(statusOf(() => parseRange('bytes=10-', 10))).toBe(416);
    expect(statusOf(() => parseRange('items=0-1', 10))).toBe(416);
  });
});
