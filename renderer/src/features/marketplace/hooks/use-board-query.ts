import { useEffect, useState } from 'react';
import { BOARD_PAGE_SIZES, BOARD_TEXTS, type PostKind } from '@domain/marketplace.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useBoardPageQuery } from '../api.ts';

const SEARCH_DELAY_MS = 300;

/**
 * One page of a board as the server searches and pages it: the search box's text (queried once typing pauses),
 * the page size and the page; a new search or page size starts at the first page. A failed load is toasted.
 */
export function useBoardQuery(kind: PostKind) {
  const texts = BOARD_TEXTS[kind];
  const [input, setInput] = useState('');
  const term = useDebouncedValue(input.trim(), SEARCH_DELAY_MS);
  const [pageSize, setPageSize] = useState<number>(BOARD_PAGE_SIZES[0]);
  const pagingKey = `${term}|${pageSize}`;
  const [paging, setPaging] = useState({ key: pagingKey, page: 1 });
  const page = paging.key === pagingKey ? paging.page : 1;
  const board = useBoardPageQuery({ kind, term, offset: (page - 1) * pageSize, limit: pageSize });
  const errorMessage = board.error && 'message' in board.error ? board.error.message : null;

  useEffect(() => {
    if (errorMessage)
      showToast({ title: texts.fetchErrorTitle, description: texts.fetchError(errorMessage), variant: 'destructive' });
  }, [errorMessage, texts]);

  const total = board.data?.total ?? 0;
  return {
    board,
    errorMessage,
    input,
    setInput,
    term,
    pageSize,
    setPageSize,
    page,
    setPage: (next: number) => setPaging({ key: pagingKey, page: next }),
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
    total,
    rows: board.data?.rows ?? [],
    first: total === 0 ? 0 : (page - 1) * pageSize + 1,
  };
}
