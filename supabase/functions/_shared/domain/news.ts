import { LIMITS } from './constants.ts';

/**
 * A news card's preview (trade §3, §9): the first 45 words of the content, with an ellipsis when
 * there were more. Line breaks count as spaces here; the article page keeps them.
 */
export function newsPreview(content: string, words: number = LIMITS.newsPreviewWords): string {
  const all = content.trim().split(/\s+/).filter(Boolean);
  return all.length > words ? `${all.slice(0, words).join(' ')}...` : all.join(' ');
}

/** The article page shows '(Updated: date)' only when the update time differs from the creation time. */
export function wasUpdated(createdAt: string, updatedAt: string | null | undefined): boolean {
  if (!updatedAt) return false;
  const created = new Date(createdAt).getTime();
  const updated = new Date(updatedAt).getTime();
  return !Number.isNaN(created) && !Number.isNaN(updated) && created !== updated;
}

/** Messages of the news pages (trade §3, §8), word for word. */
export const NEWS_TEXT = {
  title: 'Latest News & Snippets',
  readMore: 'Read more',
  postedOn: 'Posted on',
  noImage: 'No image available.',
  errorTitle: 'Error Loading Article',
  notFoundTitle: 'Article Not Found',
  backToNews: 'Back to News',
} as const;
