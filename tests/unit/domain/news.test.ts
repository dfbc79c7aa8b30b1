import { describe, expect, it } from 'vitest';
import { LIMITS } from '@domain/constants.ts';
import { newsPreview, wasUpdated } from '@domain/news.ts';

describe('news preview (trade §9: first 45 words)', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i + 1}`).join(' ');

  it('keeps content of 45 words or fewer whole', () => {
    expect(LIMITS.newsPreviewWords).toBe(45);
    expect(newsPreview(words(45))).toBe(words(45));
    expect(newsPreview('  Short  text ')).toBe('Short text');
  });

  it('cuts longer content after the 45th word and marks the cut', () => {
    const preview = newsPreview(words(60));
    expect(preview).toBe(`${words(45)}...`);
    expect(preview.split(' ')).toHaveLength(45);
  });

  it('counts words across line breaks', () => {
    expect(newsPreview('one\ntwo\n\nthree four', 3)).toBe('one two three...');
  });
});

describe('article updated rule (trade §3)', () => {
  it('is updated only when the update time differs from the creation time', () => {
    expect(wasUpdated('2026-11-20T10:00:00Z', '2026-11-20T10:00:00Z')).toBe(false);
    expect(wasUpdated('2026-11-20T10:00:00Z', '2026-11-20T10:00:00.000+00:00')).toBe(false);
    expect(wasUpdated('2026-11-20T10:00:00Z', '2026-11-20T13:00:00Z')).toBe(true);
    expect(wasUpdated('2026-11-20T10:00:00Z', null)).toBe(false);
    expect(wasUpdated('2026-11-20T10:00:00Z', 'not a date')).toBe(false);
  });
});
