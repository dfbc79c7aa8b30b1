import { ExternalLink, Newspaper } from 'lucide-react';
import { formatDate } from '@domain/format.ts';
import { NEWS_TEXT, newsPreview } from '@domain/news.ts';
import { paths } from '@domain/paths.ts';
import type { NewsItem } from '@/data/ports/news.ts';
import { NewWindowLink } from '@/platform/new-window-link.tsx';

/** A news card: image (or placeholder), headline, 45-word preview, 'Read more' in a new tab, date. */
export function NewsCard({ item }: { item: NewsItem }) {
  return (
    <article className="news-card">
      {item.imageUrl ? (
        <img className="news-card__image" src={item.imageUrl} alt="" loading="lazy" />
      ) : (
        <div className="news-card__image news-card__image--placeholder" aria-hidden="true">
          <Newspaper size={40} />
        </div>
      )}
      <div className="news-card__body">
        <h3 className="news-card__headline">{item.headline}</h3>
        <p className="news-card__preview">{newsPreview(item.content)}</p>
        <div className="news-card__footer">
          <time dateTime={item.createdAt}>{formatDate(item.createdAt)}</time>
          <NewWindowLink href={paths.newsArticle.href(item.id)} rel="noopener noreferrer" className="news-card__more">
            {NEWS_TEXT.readMore}
            <ExternalLink size={14} aria-hidden="true" />
            <span className="visually-hidden">: {item.headline} (opens in a new tab)</span>
          </NewWindowLink>
        </div>
      </div>
    </article>
  );
}
