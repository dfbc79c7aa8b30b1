import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button.tsx';
import './table.css';

/** Previous / next paging with "Page x of y"; pages count from 1. */
export function Pager({
  page,
  pageCount,
  onPageChange,
  label = 'Pages',
}: {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft size={16} aria-hidden="true" /> Previous
      </Button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <Button variant="outline" size="sm" disabled={page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next <ChevronRight size={16} aria-hidden="true" />
      </Button>
    </nav>
  );
}
