import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pagerItems } from '@domain/pager.ts';
import './numbered-pager.css';

/** Numbered pages with ellipses (trade §9); renders nothing with one page. */
export function NumberedPager({
  page,
  pageCount,
  onPageChange,
  label,
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label: string;
}) {
  const items = pagerItems(page, pageCount);
  if (!items.length) return null;
  return (
    <nav className="numbered-pager" aria-label={label}>
      <button
        type="button"
        className="numbered-pager__step"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
        aria-label="Previous page"
      >
        <ChevronLeft size={16} aria-hidden="true" />
      </button>
      {items.map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`gap-${index}`} className="numbered-pager__gap" aria-hidden="true">
            …
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className="numbered-pager__page"
            aria-current={item === page ? 'page' : undefined}
            aria-label={`Page ${item}`}
            onClick={() => onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className="numbered-pager__step"
        disabled={page >= pageCount}
        onClick={() => onPageChange(page + 1)}
        aria-label="Next page"
      >
        <ChevronRight size={16} aria-hidden="true" />
      </button>
    </nav>
  );
}
