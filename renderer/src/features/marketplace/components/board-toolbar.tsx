import { Search } from 'lucide-react';
import { BOARD_PAGE_SIZES, type PostKind } from '@domain/marketplace.ts';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import type { useBoardQuery } from '../hooks/use-board-query.ts';
import { BOARD_ROUTES, SEARCH_PLACEHOLDER } from '../model/boards.ts';

const PAGE_SIZE_OPTIONS = BOARD_PAGE_SIZES.map((size) => ({ value: String(size), label: `${size} per page` }));

/** The board's search box and rows-per-page choice. */
export function BoardToolbar({ kind, query }: { kind: PostKind; query: ReturnType<typeof useBoardQuery> }) {
  const routes = BOARD_ROUTES[kind];
  return (
    <div className="board__toolbar" role="search">
      <label className="board__search">
        <span className="visually-hidden">{routes.searchLabel}</span>
        <Search size={18} aria-hidden="true" />
        <TextInput
          type="search"
          value={query.input}
          placeholder={SEARCH_PLACEHOLDER}
          onChange={(event) => query.setInput(event.target.value)}
        />
      </label>
      <label className="board__page-size">
        <span className="visually-hidden">Rows per page</span>
        <Select
          options={PAGE_SIZE_OPTIONS}
          value={String(query.pageSize)}
          onChange={(event) => query.setPageSize(Number(event.target.value))}
        />
      </label>
    </div>
  );
}
