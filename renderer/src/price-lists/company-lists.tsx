import type { ReactNode } from 'react';
import { formatCount } from '@domain/format.ts';
import type { CompanyLists } from './group-lists.ts';
import { PublishedListRow } from './published-list-row.tsx';
import type { PublishedList } from './share-buttons.tsx';

/**
 * A company's lists in force, then its older editions behind a "History" disclosure. `aside` adds to each row
 * what the page knows of it (the desktop's offline state).
 */
export function CompanyListsBlock({
  lists,
  onOpen,
  aside,
}: {
  lists: Pick<CompanyLists, 'current' | 'history'>;
  onOpen?: (list: PublishedList) => void;
  aside?: (list: PublishedList) => ReactNode;
}) {
  return (
    <>
      {lists.current.length > 0 ? (
        <ul className="published-lists" aria-label="Lists in force">
          {lists.current.map((list) => (
            <PublishedListRow key={list.id} list={list} onOpen={onOpen} aside={aside?.(list)} />
          ))}
        </ul>
      ) : (
        <p className="published-lists__none">No list in force: every edition was superseded or withdrawn.</p>
      )}
      {lists.history.length > 0 && (
        <details className="published-lists__history">
          <summary>History ({formatCount(lists.history.length)} older editions)</summary>
          <ul className="published-lists" aria-label="Older editions">
            {lists.history.map((list) => (
              <PublishedListRow key={list.id} list={list} onOpen={onOpen} aside={aside?.(list)} />
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
