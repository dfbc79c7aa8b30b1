import { Search } from 'lucide-react';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { LIMITS } from '@domain/constants.ts';
import { formatDateTime } from '@domain/format.ts';
import { NEWS_TEXT } from '@domain/news.ts';
import { pageCountOf } from '@domain/pager.ts';
import type { NewsPage as Page } from '@/data/ports/news.ts';
import { Alert } from '@/ui/alert.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useNewsItemsQuery, useNewsSnippetsQuery } from '../api.ts';
import { NewsCard } from '../components/news-card.tsx';
import { NumberedPager } from '../components/numbered-pager.tsx';
import './news-pages.css';

/** /news: news cards (17 a page) and snippets (50 a page), each paged on the server, under one search. */
export function NewsPage() {
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search.trim());
  // Pages belong to one search; a new search starts both lists at page 1.
  const [pages, setPages] = useState({ term: '', news: 1, snippets: 1 });
  const current = pages.term === term ? pages : { term, news: 1, snippets: 1 };
  const setPage = (list: 'news' | 'snippets', page: number) => setPages({ ...current, [list]: page });

  const news = useNewsItemsQuery({ search: term, page: current.news, pageSize: LIMITS.newsPageSize });
  const snippets = useNewsSnippetsQuery({ search: term, page: current.snippets, pageSize: LIMITS.snippetPageSize });

  return (
    <section className="container news" aria-labelledby="news-title">
      <header className="news__header">
        <h1 id="news-title">{NEWS_TEXT.title}</h1>
        <label className="news__search">
          <Search size={18} aria-hidden="true" />
          <span className="visually-hidden">Search news and snippets</span>
          <TextInput
            type="search"
            placeholder="Search news and snippets..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
      </header>
      <div className="news__columns">
        <NewsList
          title="News"
          className="news__articles"
          result={news}
          pageSize={LIMITS.newsPageSize}
          page={current.news}
          onPageChange={(page) => setPage('news', page)}
          empty="No news articles found."
          render={(rows) => (
            <div className="news__grid">
              {rows.map((item) => (
                <NewsCard key={item.id} item={item} />
              ))}
            </div>
          )}
        />
        <NewsList
          title="Snippets"
          className="news__snippets"
          result={snippets}
          pageSize={LIMITS.snippetPageSize}
          page={current.snippets}
          onPageChange={(page) => setPage('snippets', page)}
          empty="No snippets found."
          render={(rows) => (
            <ul className="snippet-list">
              {rows.map((snippet) => (
                <li key={snippet.id} className="snippet">
                  <h3 className="snippet__headline">{snippet.headline}</h3>
                  <p className="snippet__text">{snippet.snippetContent}</p>
                  <time className="snippet__time" dateTime={snippet.createdAt}>
                    {formatDateTime(snippet.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )}
        />
      </div>
    </section>
  );
}

/** One paged list with its heading, loading, error and empty states and its pager. */
function NewsList<T>({
  title,
  className,
  result,
  pageSize,
  page,
  onPageChange,
  empty,
  render,
}: {
  title: string;
  className: string;
  result: { data?: Page<T>; isLoading: boolean; isError: boolean; isFetching: boolean };
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  empty: string;
  render: (rows: T[]) => ReactNode;
}) {
  const headingId = `${className}-title`;
  const changePage = (next: number) => {
    onPageChange(next);
    document.getElementById(headingId)?.scrollIntoView({ block: 'start' });
  };
  return (
    <section className={className} aria-labelledby={headingId} aria-busy={result.isFetching}>
      <h2 id={headingId}>{title}</h2>
      {result.isLoading ? (
        <div className="news__state">
          <Spinner label={`Loading ${title.toLowerCase()}`} />
        </div>
      ) : result.isError || !result.data ? (
        <Alert variant="danger">Could not load {title.toLowerCase()}. Please try again later.</Alert>
      ) : !result.data.rows.length ? (
        <p className="news__state" role="status">
          {empty}
        </p>
      ) : (
        <>
          {render(result.data.rows)}
          <NumberedPager
            page={page}
            pageCount={pageCountOf(result.data.total, pageSize)}
            onPageChange={changePage}
            label={`${title} pages`}
          />
        </>
      )}
    </section>
  );
}
