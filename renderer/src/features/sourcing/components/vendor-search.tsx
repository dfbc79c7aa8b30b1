import { UserPlus } from 'lucide-react';
import { VENDOR_TITLES } from '@domain/sourcing.ts';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { MemberSearch, type MemberSearchClasses } from '@/ui/member-search.tsx';
import { useSearchMembersMutation } from '../api.ts';
import { useAddVendor } from '../hooks/use-add-vendor.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';

const SEARCH_CLASSES: MemberSearchClasses = { form: 'toolbar', table: 'dense-table' };

/** Find vendors: members by e-mail, business or member name (≥ 3 characters), each addable as a vendor. */
export function VendorSearch({ ctx, approved }: { ctx: DashboardContext; approved: ReadonlySet<string> }) {
  const [search, searchState] = useSearchMembersMutation();
  const { add, adding } = useAddVendor(ctx);

  return (
    <section className="panel" aria-labelledby="vendor-search-title">
      <header className="panel__header">
        <h2 id="vendor-search-title">Find vendors</h2>
        <p>Search members by e-mail, business or member name (at least 3 characters; up to 10 matches).</p>
      </header>
      <MemberSearch
        inputId="vendor-search"
        label="Search members"
        labelHidden
        placeholder="e.g. packaging, ravi@…, Shree Traders"
        search={(term) => search(term).unwrap()}
        searching={searchState.isLoading}
        failureTitle={VENDOR_TITLES.searchFailed}
        classes={SEARCH_CLASSES}
        action={(m) =>
          approved.has(m.id) ? (
            <Badge variant="success">Approved vendor</Badge>
          ) : (
            <Button size="sm" variant="secondary" loading={adding === m.id} onClick={() => void add(m)}>
              <UserPlus size={16} aria-hidden="true" /> Add vendor
            </Button>
          )
        }
      />
    </section>
  );
}
