import { X } from 'lucide-react';
import { formatCount as n } from '@domain/format.ts';
import { DeskSearch, FilterChips } from '@/ui/desk.tsx';
import type { useMemberList } from '../hooks/use-member-list.ts';

interface MembershipToolbarProps {
  list: ReturnType<typeof useMemberList>;
  selectedCount: number;
  onClearSelection: () => void;
}

/** Search, plan chips, the selection with its clear button and the "1–50 of 1,234" count above the table. */
export function MembershipToolbar({ list, selectedCount, onClearSelection }: MembershipToolbarProps) {
  const { data } = list;
  return (
    <div className="desk-toolbar">
      <DeskSearch
        label="Search members"
        placeholder="Name, business, email, mobile, place…"
        value={list.term}
        onChange={list.setTerm}
      />
      <FilterChips label="Plan" chips={list.chips} value={list.plan} onChange={list.setPlan} />
      <span className="desk-toolbar__spacer" />
      {selectedCount > 0 && (
        <span className="membership__selection">
          {n(selectedCount)} selected
          <button type="button" className="icon-button" aria-label="Clear the selection" onClick={onClearSelection}>
            <X size={14} aria-hidden="true" />
          </button>
        </span>
      )}
      <span className="desk-toolbar__count" aria-live="polite">
        {data
          ? `${n(list.first)}–${n(list.last)} of ${data.totalIsExact ? '' : 'about '}${n(data.total)}`
          : list.members.isFetching
            ? 'Loading…'
            : ''}
      </span>
    </div>
  );
}
