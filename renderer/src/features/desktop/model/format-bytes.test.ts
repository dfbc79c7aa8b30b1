import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('words sizes the way a file manager does', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(831_488)).toBe('812 KB');
    expect(formatBytes(3.4 * 1024 ** 2)).toBe('3.4 MB');
    expect(formatBytes(1.25 * 1024 ** 3)).toBe('1.3 GB');
  });
});
