import { useMemo, useState } from 'react';
import { MEMBERSHIP_TYPES, type MembershipType } from '@domain/constants.ts';
import { MEMBER_PAGE_SIZE } from '@domain/schemas/admin.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { useAdminMembersQuery } from '../api.ts';

export type PlanFilter = MembershipType | 'all';
const PLAN_LABELS: Record<MembershipType, string> = {
  'Free Member': 'Free',
  'Paid Member': 'Paid',
  'Corporate Member': 'Corporate',
};

/**
 * The page of members the table shows: searched (debounced) and filtered by plan on the server, paged; a new term
 * or plan goes back to the first page.
 */
export function useMemberList() {
  const [term, setTerm] = useState('');
  const [plan, setPlan] = useState<PlanFilter>('all');
  const [page, setPage] = useState(1);

  const search = useDebouncedValue(term.trim(), 300);
  const members = useAdminMembersQuery({
    term: search,
    plan: plan === 'all' ? null : plan,
    offset: (page - 1) * MEMBER_PAGE_SIZE,
    limit: MEMBER_PAGE_SIZE,
  });

  const data = members.data;
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MEMBER_PAGE_SIZE)) : 1;
  const chips = [
    { value: 'all' as const, label: 'All', count: data?.planCounts.all },
    ...MEMBERSHIP_TYPES.map((p) => ({ value: p, label: PLAN_LABELS[p], count: data?.planCounts[p] })),
  ];
  const first = data && data.total > 0 ? (page - 1) * MEMBER_PAGE_SIZE + 1 : 0;
  const last = data ? first + rows.length - Math.min(1, rows.length) : 0;

  return {
    members,
    data,
    rows,
    search,
    term,
    setTerm: (value: string) => {
      setTerm(value);
      setPage(1);
    },
    plan,
    setPlan: (value: PlanFilter) => {
      setPlan(value);
      setPage(1);
    },
    chips,
    page,
    setPage,
    pageCount,
    first,
    last,
  };
}
