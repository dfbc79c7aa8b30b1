import { Search, UserPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { VENDOR_SEARCH_TOO_SHORT, VENDOR_TITLES, vendorSearchTerm } from '@domain/sourcing.ts';
import type { MemberMatch } from '@/data/ports/sourcing.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useToast } from '@/ui/toast/use-toast.ts';
import { useSearchMembersMutation } from '../api.ts';
import { useAddVendor } from '../hooks/use-add-vendor.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** Find vendors: members by e-mail, business or member name (≥ 3 characters), each addable as a vendor. */
export function VendorSearch({ ctx, approved }: { ctx: DashboardContext; approved: ReadonlySet<string> }) {
  const { toast } = useToast();
  const [search, searchState] = useSearchMembersMutation();
  const { add, adding } = useAddVendor(ctx);
  const [term, setTerm] = useState('');
  const [results, setResults] = useState<MemberMatch[] | null>(null);

  const onSearch = async (event: FormEvent) => {
    event.preventDefault();
    const query = vendorSearchTerm(term);
    if (!query) return toast({ ...VENDOR_SEARCH_TOO_SHORT, variant: 'destructive' });
    try {
      setResults(await search(query).unwrap());
    } catch (error) {
      toastFailure(VENDOR_TITLES.searchFailed, error);
    }
  };

  const columns: TableColumn<MemberMatch>[] = [
    { key: 'name', header: 'Member', render: (m) => <strong>{m.memberName}</strong> },
    { key: 'business', header: 'Business', render: (m) => m.businessName },
    { key: 'email', header: 'Email', render: (m) => m.email },
    {
      key: 'action',
      header: <span className="visually-hidden">Action</span>,
      align: 'end',
      render: (m) =>
        approved.has(m.id) ? (
          <Badge variant="success">Approved vendor</Badge>
        ) : (
          <Button size="sm" variant="secondary" loading={adding === m.id} onClick={() => void add(m)}>
            <UserPlus size={16} aria-hidden="true" /> Add vendor
          </Button>
        ),
    },
  ];

  return (
    <section className="panel" aria-labelledby="vendor-search-title">
      <header className="panel__header">
        <h2 id="vendor-search-title">Find vendors</h2>
        <p>Search members by e-mail, business or member name (at least 3 characters; up to 10 matches).</p>
      </header>
      <form className="toolbar" role="search" onSubmit={(e) => void onSearch(e)}>
        <label className="visually-hidden" htmlFor="vendor-search">
          Search members
        </label>
        <TextInput
          id="vendor-search"
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="e.g. packaging, ravi@…, Shree Traders"
        />
        <Button type="submit" variant="secondary" loading={searchState.isLoading}>
          <Search size={16} aria-hidden="true" /> Search
        </Button>
      </form>
      {results &&
        (results.length === 0 ? (
          <p className="table-empty">No members match “{term.trim()}”.</p>
        ) : (
          <Table
            caption="Members found"
            className="dense-table"
            columns={columns}
            rows={results}
            rowKey={(m) => m.id}
            empty=""
          />
        ))}
    </section>
  );
}
