import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@domain/format.ts';
import { NEWS_TEXT, wasUpdated } from '@domain/news.ts';
import { paths } from '@domain/paths.ts';
import { LinkButton } from '@/ui/link-button.tsx';
import { PageSpinner } from '@/ui/spinner.tsx';
import { useNewsArticleQuery } from '../api.ts';
import './news-pages.css';

/** /news/{articleId}: one article with its dates, image and content (line breaks kept). */
export function NewsArticlePage() {
  const { articleId = '' } = useParams();
  const { data: article, isLoading, isError, error } = useNewsArticleQuery(articleId);

  if (isLoading) return <PageSpinner label="Loading article" />;
  if (isError || !article) {
    return (
      <section className="container article article--missing" role="alert">
        <h1>{isError ? NEWS_TEXT.errorTitle : NEWS_TEXT.notFoundTitle}</h1>
        {isError && <p>{error.message}</p>}
        <LinkButton to={paths.news.href()} variant="outline">
          <ArrowLeft size={16} aria-hidden="true" /> {NEWS_TEXT.backToNews}
        </LinkButton>
      </section>
    );
  }

  return (
    <article className="container article" aria-labelledby="article-title">
      <Link to={paths.news.href()} className="article__back">
        <ArrowLeft size={16} aria-hidden="true" /> {NEWS_TEXT.backToNews}
      </Link>
      <h1 id="article-title">{article.headline}</h1>
      <p className="article__dates">
        {NEWS_TEXT.postedOn} <time dateTime={article.createdAt}>{formatDate(article.createdAt)}</time>
        {wasUpdated(article.createdAt, article.updatedAt) && (
          <span className="article__updated"> (Updated: {formatDate(article.updatedAt)})</span>
        )}
      </p>
      {article.imageUrl ? (
        <img className="article__image" src={article.imageUrl} alt={article.headline} />
      ) : (
        <p className="article__no-image">{NEWS_TEXT.noImage}</p>
      )}
      <div className="article__content">{article.content}</div>
    </article>
  );
}
