import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatCount, formatDate } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { LIST_STATE_LABEL, listStateOf, scopeLabel, type PublishedListState } from '@domain/price-list-share.ts';
import { Badge, type BadgeVariant } from '@/ui/badge.tsx';
import { ShareButtons, type PublishedList } from './share-buttons.tsx';
import { useCanManageLists } from './use-can-manage-lists.ts';
import { WithdrawButton } from './withdraw-button.tsx';
import './published-lists.css';

const STATE_VARIANT: Record<PublishedListState, BadgeVariant> = {
  latest: 'success',
  superseded: 'neutral',
  withdrawn: 'danger',
};

export function ListStateBadge({ list }: { list: PublishedList }) {
  const state = listStateOf(list.published);
  return (
    <Badge size="sm" variant={STATE_VARIANT[state]}>
      {LIST_STATE_LABEL[state]}
    </Badge>
  );
}

/** 'Published 29 Nov 2026 · valid until 06 Dec 2026 · 120 products, 8 changed'. */
export function listFacts(list: PublishedList): string {
  const { productCount, changedCount, validUntil } = list.published;
  const counts =
    productCount === null
      ? []
      : [`${formatCount(productCount)} products${changedCount ? `, ${formatCount(changedCount)} changed` : ''}`];
  return [`Published ${formatDate(list.uploadedAt)}`, `valid until ${formatDate(validUntil)}`, ...counts].join(' · ');
}

/**
 * One published list in a dense row: scope and edition (opening it), its state, dates and counts, share
 * actions for lists in force, and Withdraw for those who may.
 */
export function PublishedListRow({
  list,
  onOpen,
  aside,
}: {
  list: PublishedList;
  onOpen?: (list: PublishedList) => void;
  aside?: ReactNode;
}) {
  const canManage = useCanManageLists()(list.published.companyId);
  const state = listStateOf(list.published);
  const title = `${scopeLabel(list.published.department)} · Edition ${list.published.edition}`;
  return (
    <li className={`published-list published-list--${state}`} aria-label={`${title}, ${LIST_STATE_LABEL[state]}`}>
      <FileText className="published-list__icon" size={18} aria-hidden="true" />
      <div className="published-list__body">
        <div className="published-list__title">
          {onOpen ? (
            <button type="button" className="published-list__open" onClick={() => onOpen(list)}>
              {title}
            </button>
          ) : (
            <Link className="published-list__open" to={paths.sharedList.href(list.published.shareCode)}>
              {title}
            </Link>
          )}
          <ListStateBadge list={list} />
        </div>
        <p className="published-list__facts">{listFacts(list)}</p>
        {aside}
      </div>
      <div className="published-list__actions">
        {state !== 'withdrawn' && <ShareButtons list={list} />}
        {canManage && state !== 'withdrawn' && <WithdrawButton list={list} />}
      </div>
    </li>
  );
}
