import { Mail, X } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { MEMBERSHIP_TYPES, type MembershipType } from '@domain/constants.ts';
import { paths } from '@domain/paths.ts';
import { MEMBER_PAGE_SIZE, PROMOTION_MESSAGES, type MemberEdit } from '@domain/schemas/admin.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { AdminMember, MemberChanges } from '@/data/ports/member-admin.ts';
import { useDebouncedValue } from '@/hooks/use-debounced-value.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { DeskHeader, LoadFailed, DeskSearch, FilterChips } from '@/ui/desk.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Pager } from '@/ui/pager.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useAdminMembersQuery,
  useChangeMembershipMutation,
  useDeleteMemberMutation,
  useSendPromotionMutation,
  useSetMemberFlagMutation,
  useUpdateMemberMutation,
} from '../api.ts';
import { MemberEditDialog } from '../components/member-edit-dialog.tsx';
import { MemberTable } from '../components/member-table.tsx';
import { PromotionDialog, type Recipient } from '../components/promotion-dialog.tsx';
import '@/ui/desk.css';
import '../membership.css';
import { formatCount } from '@domain/format.ts';

type PlanFilter = MembershipType | 'all';
const PLAN_LABELS: Record<MembershipType, string> = {
  'Free Member': 'Free',
  'Paid Member': 'Paid',
  'Corporate Member': 'Corporate',
};
const n = formatCount;
const failed = (title: string, error: unknown) =>
  showToast({ title, description: apiErrorOf(error).message, variant: 'destructive' });

/** What the edit form changed of a member, as manage-user-profile takes it. */
function changesOf(member: AdminMember, values: MemberEdit): MemberChanges {
  const changes: MemberChanges = {};
  if (values.memberName !== member.memberName) changes.memberName = values.memberName;
  if (values.email.toLowerCase() !== member.email.toLowerCase()) changes.email = values.email;
  if (values.businessName !== member.businessName) changes.businessName = values.businessName;
  if (values.messagingCredits !== member.messagingCredits) changes.messagingCredits = values.messagingCredits;
  if (values.isVerifiedMember !== member.isVerifiedMember) changes.isVerifiedMember = values.isVerifiedMember;
  if (values.isCorporateMember !== member.isCorporateMember) changes.isCorporateMember = values.isCorporateMember;
  return changes;
}

/**
 * /admin/membership-management (trade §2, admins): every member in a dense table searched and paged on the
 * server, filtered by plan; select members and send them a promotion e-mail; edit, switch the verified and
 * corporate flags (shown at once, put back if the server refuses), change the plan, delete.
 */
export function MembershipManagementPage() {
  const [term, setTerm] = useState('');
  const [plan, setPlan] = useState<PlanFilter>('all');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlyMap<string, Recipient>>(new Map());
  const [editing, setEditing] = useState<AdminMember | null>(null);
  const [deleting, setDeleting] = useState<AdminMember | null>(null);
  const [composing, setComposing] = useState(false);
  const [bounced, setBounced] = useState<{ email: string; error: string }[]>([]);

  const search = useDebouncedValue(term.trim(), 300);
  const query = {
    term: search,
    plan: plan === 'all' ? null : plan,
    offset: (page - 1) * MEMBER_PAGE_SIZE,
    limit: MEMBER_PAGE_SIZE,
  };
  const members = useAdminMembersQuery(query);
  const [setFlag] = useSetMemberFlagMutation();
  const [updateMember] = useUpdateMemberMutation();
  const [changeMembership] = useChangeMembershipMutation();
  const [deleteMember] = useDeleteMemberMutation();
  const [sendPromotion] = useSendPromotionMutation();

  const data = members.data;
  const rows = useMemo(() => data?.rows ?? [], [data]);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / MEMBER_PAGE_SIZE)) : 1;
  const chips = [
    { value: 'all' as const, label: 'All', count: data?.planCounts.all },
    ...MEMBERSHIP_TYPES.map((p) => ({ value: p, label: PLAN_LABELS[p], count: data?.planCounts[p] })),
  ];

  const onSelect = useCallback((list: readonly AdminMember[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const m of list) {
        if (on) next.set(m.id, { email: m.email, memberName: m.memberName });
        else next.delete(m.id);
      }
      return next;
    });
  }, []);

  const onFlag = useCallback(
    async (member: AdminMember, flag: 'isVerifiedMember' | 'isCorporateMember', value: boolean) => {
      try {
        const outcome = await setFlag({ userId: member.id, flag, value }).unwrap();
        if (!outcome.ok) showToast({ title: 'Update Failed', description: outcome.message, variant: 'destructive' });
      } catch (error) {
        failed('Update Failed', error);
      }
    },
    [setFlag],
  );

  const save = async (member: AdminMember, values: MemberEdit): Promise<boolean> => {
    try {
      const changes = changesOf(member, values);
      if (Object.keys(changes).length > 0) {
        const outcome = await updateMember({ userId: member.id, changes }).unwrap();
        if (!outcome.ok) {
          showToast({ title: 'Update Failed', description: outcome.message, variant: 'destructive' });
          return false;
        }
      }
      let note = '';
      if (values.membershipType !== member.membershipType) {
        const outcome = await changeMembership({
          userId: member.id,
          newType: values.membershipType,
          oldType: member.membershipType,
        }).unwrap();
        if (!outcome.ok) {
          showToast({ title: 'Membership Change Failed', description: outcome.message, variant: 'destructive' });
          return false;
        }
        note = ` ${outcome.value.message}`;
      }
      showToast({ title: 'Member Updated', description: `${values.memberName} is saved.${note}`, variant: 'success' });
      return true;
    } catch (error) {
      failed('Update Failed', error);
      return false;
    }
  };

  const remove = async (member: AdminMember) => {
    try {
      const outcome = await deleteMember(member.id).unwrap();
      if (!outcome.ok) {
        showToast({ title: 'Delete Failed', description: outcome.message, variant: 'destructive' });
        return;
      }
      onSelect([member], false);
      showToast({ title: 'Member Deleted', description: `${member.memberName} (${member.email}) was deleted.` });
    } catch (error) {
      failed('Delete Failed', error);
    }
  };

  const openCompose = () => {
    if (selected.size === 0) {
      showToast({ title: 'No Members Selected', description: PROMOTION_MESSAGES.noneSelected, variant: 'destructive' });
      return;
    }
    setComposing(true);
  };

  const send = async (mail: { subject: string; message: string }): Promise<boolean> => {
    const recipients = [...selected.values()];
    try {
      const outcome = await sendPromotion({
        selectedUsers: recipients.map((r) => ({ email: r.email, member_name: r.memberName })),
        ...mail,
      }).unwrap();
      if (!outcome.ok) {
        showToast({ title: 'E-mail Not Sent', description: outcome.message, variant: 'destructive' });
        return false;
      }
      const reply = outcome.value;
      setBounced(reply.details);
      if (reply.details.length > 0) {
        showToast({
          title: (reply.sent ?? 0) > 0 ? 'Some E-mails Failed' : 'E-mail Not Sent',
          description: `${reply.message ?? reply.error ?? ''} ${reply.details.length} address${
            reply.details.length === 1 ? '' : 'es'
          } failed: see the list above the table.`.trim(),
          variant: (reply.sent ?? 0) > 0 ? 'warning' : 'destructive',
          durationMs: 10_000,
        });
      } else {
        showToast({ title: 'E-mails Sent', description: reply.message, variant: 'success', durationMs: 7_000 });
      }
      if ((reply.sent ?? 0) > 0) setSelected(new Map());
      return true;
    } catch (error) {
      failed('E-mail Not Sent', error);
      return false;
    }
  };

  const first = data && data.total > 0 ? (page - 1) * MEMBER_PAGE_SIZE + 1 : 0;
  const last = data ? first + rows.length - Math.min(1, rows.length) : 0;
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
          <Button onClick={openCompose}>
            <Mail size={16} aria-hidden="true" /> Send e-mail
            {selected.size > 0 && ` (${n(selected.size)})`}
          </Button>
        }
      />

      <div className="desk-toolbar">
        <DeskSearch
          label="Search members"
          placeholder="Name, business, email, mobile, place…"
          value={term}
          onChange={(v) => {
            setTerm(v);
            setPage(1);
          }}
        />
        <FilterChips
          label="Plan"
          chips={chips}
          value={plan}
          onChange={(v) => {
            setPlan(v);
            setPage(1);
          }}
        />
        <span className="desk-toolbar__spacer" />
        {selected.size > 0 && (
          <span className="membership__selection">
            {n(selected.size)} selected
            <button
              type="button"
              className="icon-button"
              aria-label="Clear the selection"
              onClick={() => setSelected(new Map())}
            >
              <X size={14} aria-hidden="true" />
            </button>
          </span>
        )}
        <span className="desk-toolbar__count" aria-live="polite">
          {data
            ? `${n(first)}–${n(last)} of ${data.totalIsExact ? '' : 'about '}${n(data.total)}`
            : members.isFetching
              ? 'Loading…'
              : ''}
        </span>
      </div>

      {bounced.length > 0 && (
        <Alert
          variant="warning"
          title="The promotion e-mail could not be sent to these addresses"
          action={
            <Button variant="ghost" size="sm" onClick={() => setBounced([])}>
              Dismiss
            </Button>
          }
        >
          <ul className="membership__bounced" aria-label="Failed addresses">
            {bounced.map((b) => (
              <li key={b.email}>
                <strong>{b.email}</strong> — {b.error}
              </li>
            ))}
          </ul>
        </Alert>
      )}

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
          rows={rows}
          selected={new Set(selected.keys())}
          onSelect={onSelect}
          onFlag={(m, f, v) => void onFlag(m, f, v)}
          onEdit={setEditing}
          onDelete={setDeleting}
          busy={members.isFetching}
          empty={search ? 'No members match your search.' : 'No members yet.'}
        />
      )}
      <Pager page={page} pageCount={pageCount} onPageChange={setPage} label="Member pages" />

      {editing && (
        <MemberEditDialog member={editing} onClose={() => setEditing(null)} onSave={(v) => save(editing, v)} />
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
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
      {composing && (
        <PromotionDialog recipients={[...selected.values()]} onClose={() => setComposing(false)} onSend={send} />
      )}
    </div>
  );
}
