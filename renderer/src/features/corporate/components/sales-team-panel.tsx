import { UserPlus, UserX } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@domain/format.ts';
import {
  otherTeamCandidateWhy,
  SALES_TEAM_TEXT as TEXT,
  salesTeamAdded,
  salesTeamRemoved,
  salesTeamRemoveWarning,
} from '@domain/sales-team.ts';
import type { SalesTeamCandidate, SalesTeamMember } from '@/data/ports/sales-team.ts';
import { useSession } from '@/session/use-session.ts';
import { Alert } from '@/ui/alert.tsx';
import { Badge } from '@/ui/badge.tsx';
import { Button } from '@/ui/button.tsx';
import { Card } from '@/ui/card.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { MemberSearch, type MemberSearchClasses } from '@/ui/member-search.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { toastFailure } from '@/ui/toast/failure-toast.ts';
import { useToast } from '@/ui/toast/use-toast.ts';
import {
  useAddToSalesTeamMutation,
  useFindSalesTeamCandidatesMutation,
  useRemoveFromSalesTeamMutation,
  useSalesTeamQuery,
} from '../sales-team-api.ts';
import './sales-team-panel.css';

const SEARCH_CLASSES: MemberSearchClasses = {
  root: 'sales-team__search',
  form: 'sales-team__form',
  row: 'sales-team__row',
  table: 'sales-team__table',
  subtitle: 'sales-team__subtitle',
};

const nameOf = (m: { memberName: string | null; email: string | null }) => m.memberName ?? m.email ?? 'Member';

/** Why the server would refuse this candidate (20261129001200, 20261129001310), or null when they can be added. */
function unavailable(m: SalesTeamCandidate): { label: string; why: string } | null {
  if (m.executive) return { label: TEXT.executiveCandidate, why: TEXT.executiveCandidateWhy };
  if (m.otherTeam) return { label: TEXT.otherTeamCandidate, why: otherTeamCandidateWhy(m.otherTeamCompany) };
  return null;
}

/**
 * The company's sales team (issue 28), for its executives and admins: find members, add them, remove them after a
 * confirmation. Their desktops keep the company's latest price lists offline. Nobody else sees the panel, and the
 * server refuses them anyway.
 */
export function SalesTeamPanel({ companyId }: { companyId: string }) {
  const session = useSession();
  const { facts } = session;
  const manages =
    session.status === 'signed-in' && (facts.isAdmin || (facts.isCorporateExecutive && facts.companyId === companyId));
  if (!manages) return null;
  return <SalesTeam companyId={companyId} />;
}

function SalesTeam({ companyId }: { companyId: string }) {
  const team = useSalesTeamQuery(companyId);
  const onTeam = new Set((team.data ?? []).map((m) => m.userId));
  return (
    <Card className="sales-team" aria-labelledby="sales-team-title">
      <header className="sales-team__header">
        <h2 id="sales-team-title">
          {TEXT.title} <Badge variant="navy">{team.data?.length ?? 0}</Badge>
        </h2>
        <p className="company-muted">{TEXT.intro}</p>
      </header>
      <MemberSearchAndAdd companyId={companyId} onTeam={onTeam} />
      {team.error ? (
        <Alert variant="danger" title={TEXT.loadFailed}>
          {team.error.message}
        </Alert>
      ) : team.isLoading ? (
        <Spinner label="Loading the sales team" />
      ) : (
        <TeamTable companyId={companyId} members={team.data ?? []} />
      )}
    </Card>
  );
}

/**
 * Members by e-mail, business or name (the vendor search's), each addable to the team unless the server would refuse
 * them: those are greyed, with the reason instead of the button.
 */
function MemberSearchAndAdd({ companyId, onTeam }: { companyId: string; onTeam: ReadonlySet<string> }) {
  const { toast } = useToast();
  const [search, searchState] = useFindSalesTeamCandidatesMutation();
  const [addMember] = useAddToSalesTeamMutation();
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (member: SalesTeamCandidate) => {
    setAdding(member.id);
    try {
      const outcome = await addMember({ companyId, userId: member.id }).unwrap();
      if (outcome.ok) toast({ ...salesTeamAdded(nameOf(member)), variant: 'success' });
      else toast({ title: TEXT.addFailed, description: outcome.message, variant: 'destructive' });
    } catch (error) {
      toastFailure(TEXT.addFailed, error);
    } finally {
      setAdding(null);
    }
  };

  return (
    <MemberSearch
      inputId="sales-team-search"
      label={TEXT.searchHint}
      placeholder="e.g. ravi@…, Shree Traders"
      search={(term) => search({ companyId, term }).unwrap()}
      searching={searchState.isLoading}
      failureTitle={TEXT.searchFailed}
      classes={SEARCH_CLASSES}
      stackOnPhones
      rowClassName={(m) => (!onTeam.has(m.id) && unavailable(m) ? 'sales-team__candidate--unavailable' : undefined)}
      action={(m) => {
        const refusal = unavailable(m);
        return onTeam.has(m.id) ? (
          <Badge variant="success">{TEXT.onTeam}</Badge>
        ) : refusal ? (
          <UnavailableCandidate {...refusal} />
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={adding === m.id}
            onClick={() => void add(m)}
            aria-label={`Add ${nameOf(m)} to the sales team`}
          >
            <UserPlus size={16} aria-hidden="true" /> Add
          </Button>
        );
      }}
    />
  );
}

/** A candidate the server would refuse (an executive, one on another team): shown with why, not addable. */
function UnavailableCandidate({ label, why }: { label: string; why: string }) {
  return (
    <span className="sales-team__unavailable">
      <Badge variant="neutral">{label}</Badge>
      <small>{why}</small>
    </span>
  );
}

/** The team, each member removable after a confirmation. */
function TeamTable({ companyId, members }: { companyId: string; members: SalesTeamMember[] }) {
  const { toast } = useToast();
  const [removeMember] = useRemoveFromSalesTeamMutation();
  const [removing, setRemoving] = useState<SalesTeamMember | null>(null);

  const remove = async (member: SalesTeamMember) => {
    try {
      await removeMember({ companyId, userId: member.userId }).unwrap();
      toast({ ...salesTeamRemoved(nameOf(member)), variant: 'success' });
    } catch (error) {
      toastFailure(TEXT.removeFailed, error);
    }
  };

  const columns: TableColumn<SalesTeamMember>[] = [
    { key: 'name', header: 'Name', render: (m) => <strong>{nameOf(m)}</strong> },
    { key: 'business', header: 'Business', render: (m) => m.businessName ?? '—' },
    { key: 'email', header: 'Email', render: (m) => m.email ?? '—' },
    { key: 'added', header: 'Added on', render: (m) => formatDate(m.addedAt) },
    {
      key: 'remove',
      header: <span className="visually-hidden">Remove</span>,
      align: 'end',
      render: (m) => (
        <Button size="sm" variant="ghost" onClick={() => setRemoving(m)} aria-label={`Remove ${nameOf(m)}`}>
          <UserX size={16} aria-hidden="true" /> Remove
        </Button>
      ),
    },
  ];

  return (
    <>
      <h3 className="sales-team__subtitle">On the team</h3>
      <Table
        caption="Sales team"
        className="sales-team__table"
        columns={columns}
        rows={members}
        rowKey={(m) => m.userId}
        empty={TEXT.empty}
        stackOnPhones
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={TEXT.removeTitle}
        description={removing ? salesTeamRemoveWarning(nameOf(removing)) : ''}
        confirmLabel="Remove"
        destructive
        onConfirm={async () => void (removing && (await remove(removing)))}
      />
    </>
  );
}
