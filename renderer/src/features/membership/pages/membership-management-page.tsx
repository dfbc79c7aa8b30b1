import { Mail } from 'lucide-react';
import { useState } from 'react';
import { formatCount as n } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { AdminMember } from '@/data/ports/member-admin.ts';
import { Button } from '@/ui/button.tsx';
import { DeskHeader, LoadFailed } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { BouncedAddresses } from '../components/bounced-addresses.tsx';
import { MemberEditDialog } from '../components/member-edit-dialog.tsx';
import { MemberTable } from '../components/member-table.tsx';
import { MembershipToolbar } from '../components/membership-toolbar.tsx';
import { PromotionDialog } from '../components/promotion-dialog.tsx';
import { useMemberActions } from '../hooks/use-member-actions.ts';
import { useMemberList } from '../hooks/use-member-list.ts';
import { usePromotion } from '../hooks/use-promotion.ts';
import '@/ui/desk.css';
import '../membership.css';

/**
 * /admin/membership-management (trade §2, admins): every member in a dense table searched and paged on the
 * server, filtered by plan; select members and send them a promotion e-mail; edit, switch the verified and
 * corporate flags (shown at once, put back if the server refuses), change the plan, delete.
 */
export function MembershipManagementPage() {
  const list = useMemberList();
  const promotion = usePromotion();
  const actions = useMemberActions((member) => promotion.select([member], false));
  const [editing, setEditing] = useState<AdminMember | null>(null);
  const [deleting, setDeleting] = useState<AdminMember | null>(null);
  const { data, members } = list;
  const selectedCount = promotion.selected.size;

  return (
    <div className="desk membership">
      <DeskHeader
        back={{ to: paths.admin.href(), label: 'Back to Admin Panel' }}
        title="Membership Management"
        subtitle={
          data
            ? `${n(data.planCounts.all)} members · ${n(data.planCounts['Paid Member'])} paid · ${n(
                data.planCounts['Corporate Member'],
              )} corporate`
            : 'Members, plans, credits and badges'
        }
        actions={
          <Button onClick={promotion.compose}>
            <Mail size={16} aria-hidden="true" /> Send e-mail
            {selectedCount > 0 && ` (${n(selectedCount)})`}
          </Button>
        }
      />
      <MembershipToolbar list={list} selectedCount={selectedCount} onClearSelection={promotion.clearSelection} />
      <BouncedAddresses bounced={promotion.bounced} onDismiss={promotion.dismissBounced} />

      {members.isError && !data ? (
        <LoadFailed
          title="Could not load members"
          message={apiErrorOf(members.error).message}
          onRetry={() => void members.refetch()}
        />
      ) : !data ? (
        <div className="membership__loading">
          <Spinner label="Loading members" />
        </div>
      ) : (
        <MemberTable
          rows={list.rows}
          selected={new Set(promotion.selected.keys())}
          onSelect={promotion.select}
          onFlag={(m, f, v) => void actions.switchFlag(m, f, v)}
          onEdit={setEditing}
          onDelete={setDeleting}
          busy={members.isFetching}
          empty={list.search ? 'No members match your search.' : 'No members yet.'}
        />
      )}
      <Pager page={list.page} pageCount={list.pageCount} onPageChange={list.setPage} label="Member pages" />

      {editing && (
        <MemberEditDialog member={editing} onClose={() => setEditing(null)} onSave={(v) => actions.save(editing, v)} />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.memberName ?? 'this member'}?`}
        description={`This permanently deletes the account of ${deleting?.memberName ?? ''} (${
          deleting?.email ?? ''
        }): their login, profile, enquiries, offers, bids, credits and uploaded files. It cannot be undone.`}
        confirmLabel="Delete member"
        destructive
        onConfirm={() => (deleting ? actions.remove(deleting) : undefined)}
      />
      {promotion.composing && (
        <PromotionDialog
          recipients={[...promotion.selected.values()]}
          onClose={promotion.closeCompose}
          onSend={promotion.send}
        />
      )}
    </div>
  );
}
