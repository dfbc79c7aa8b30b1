import { Search, Store, UserMinus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ADMIN_TOASTS, DEALER_MESSAGES } from '@domain/admin-panel.ts';
import { VENDOR_SEARCH_TOO_SHORT, vendorSearchTerm } from '@domain/sourcing.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { MemberCard } from '@/data/ports/corporate.ts';
import type { MemberMatch } from '@/data/ports/sourcing.ts';
import { Alert } from '@/ui/alert.tsx';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { Table, type TableColumn } from '@/ui/table.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useAddDealerMutation,
  useAdminCompaniesQuery,
  useCompanyDealersQuery,
  useFindDealerCandidatesMutation,
  useRemoveDealerMutation,
} from '../api.ts';
import { AdminCard } from './admin-card.tsx';

const matchLabel = (m: MemberMatch) => [m.memberName, m.businessName, m.email].filter(Boolean).join(' · ');

/**
 * Dealer management (trade §5 "Dealer"): choose a company and a member, add them as its dealer; a member who
 * already is one is refused. The company's dealers are listed with Remove.
 */
export function DealersCard() {
  const companies = useAdminCompaniesQuery();
  const [companyId, setCompanyId] = useState('');
  const [term, setTerm] = useState('');
  const [matches, setMatches] = useState<MemberMatch[] | null>(null);
  const [userId, setUserId] = useState('');
  const [errors, setErrors] = useState<{ company?: string; user?: string; search?: string }>({});
  const [removing, setRemoving] = useState<MemberCard | null>(null);
  const [search, searching] = useFindDealerCandidatesMutation();
  const [addDealer, adding] = useAddDealerMutation();
  const [removeDealer] = useRemoveDealerMutation();
  const company = companies.data?.find((c) => c.id === companyId) ?? null;
  const dealers = useCompanyDealersQuery(
    { companyId, dealerUserIds: company?.dealerUserIds ?? [] },
    { skip: !company },
  );

  const onSearch = async () => {
    const sent = vendorSearchTerm(term);
    if (!sent) return setErrors((e) => ({ ...e, search: VENDOR_SEARCH_TOO_SHORT.description }));
    setErrors((e) => ({ ...e, search: undefined }));
    try {
      setMatches(await search(sent).unwrap());
      setUserId('');
    } catch (error) {
      setErrors((e) => ({ ...e, search: apiErrorOf(error).message }));
    }
  };

  const onAdd = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      company: companyId ? undefined : DEALER_MESSAGES.companyRequired,
      user: userId ? undefined : DEALER_MESSAGES.userRequired,
    };
    setErrors(found);
    if (found.company || found.user) return;
    try {
      const outcome = await addDealer({ companyId, userId }).unwrap();
      if (!outcome.ok) {
        setErrors({ user: outcome.message });
        return showToast({ title: ADMIN_TOASTS.failed.dealer, description: outcome.message, variant: 'destructive' });
      }
      const added = matches?.find((m) => m.id === userId);
      showToast({
        ...ADMIN_TOASTS.dealerAdded,
        description: `${added?.memberName ?? 'The member'} is a dealer of ${company?.companyName ?? 'the company'} now.`,
        variant: 'success',
      });
      setUserId('');
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.failed.dealer, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const onRemove = async () => {
    if (!removing) return;
    try {
      await removeDealer({ companyId, userId: removing.id }).unwrap();
      showToast({
        ...ADMIN_TOASTS.dealerRemoved,
        description: `${removing.memberName} is no longer a dealer.`,
        variant: 'success',
      });
    } catch (error) {
      showToast({ title: ADMIN_TOASTS.failed.save, description: apiErrorOf(error).message, variant: 'destructive' });
    }
  };

  const columns: TableColumn<MemberCard>[] = [
    { key: 'name', header: 'Dealer', render: (d) => <strong>{d.memberName}</strong> },
    { key: 'business', header: 'Business', render: (d) => d.businessName ?? '—' },
    { key: 'email', header: 'E-mail', render: (d) => d.email ?? '—' },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      render: (d) => (
        <Button size="sm" variant="ghost" className="admin-danger-text" onClick={() => setRemoving(d)}>
          <UserMinus size={14} aria-hidden="true" /> Remove
        </Button>
      ),
    },
  ];

  return (
    <AdminCard
      icon={Store}
      title="Dealer Management"
      description="Make a member a dealer of a company; dealers show on the company's page."
      testId="card-dealers"
    >
      <form className="admin-form" onSubmit={(e) => void onAdd(e)} noValidate>
        <Field label="Company" error={errors.company} required>
          {(control) => (
            <Select
              {...control}
              value={companyId}
              onChange={(e) => {
                setCompanyId(e.target.value);
                setErrors((x) => ({ ...x, company: undefined }));
              }}
              placeholder="Select a company"
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.companyName }))}
            />
          )}
        </Field>
        <Field label="Find a member" error={errors.search} hint="Name, business or e-mail; at least 3 characters.">
          {(control) => (
            <div className="admin-inline">
              <TextInput
                {...control}
                type="search"
                value={term}
                onChange={(e) => setTerm(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void onSearch();
                  }
                }}
              />
              <Button variant="outline" onClick={() => void onSearch()} loading={searching.isLoading}>
                <Search size={16} aria-hidden="true" /> Search
              </Button>
            </div>
          )}
        </Field>
        <fieldset className="admin-choices" aria-describedby={errors.user ? 'dealer-user-error' : undefined}>
          <legend>
            User{' '}
            <span className="field__required" aria-hidden="true">
              *
            </span>
          </legend>
          {matches === null ? (
            <p className="admin-recent__note">Search to choose a member.</p>
          ) : matches.length === 0 ? (
            <p className="admin-recent__note">No members match.</p>
          ) : (
            matches.map((m) => (
              <label key={m.id} className="admin-choice">
                <input
                  type="radio"
                  name="dealer-user"
                  value={m.id}
                  checked={userId === m.id}
                  onChange={() => {
                    setUserId(m.id);
                    setErrors((x) => ({ ...x, user: undefined }));
                  }}
                />
                <span>{matchLabel(m)}</span>
              </label>
            ))
          )}
          {errors.user && (
            <p id="dealer-user-error" className="field__error" role="alert">
              {errors.user}
            </p>
          )}
        </fieldset>
        <div className="admin-form__actions">
          <Button type="submit" loading={adding.isLoading}>
            Add dealer
          </Button>
        </div>
      </form>
      {company && (
        <div className="admin-recent" role="region" aria-label={`Dealers of ${company.companyName}`}>
          <h4 className="admin-recent__title">Dealers of {company.companyName}</h4>
          {dealers.error ? (
            <Alert variant="danger">{dealers.error.message}</Alert>
          ) : (
            <Table
              caption={`Dealers of ${company.companyName}`}
              columns={columns}
              rows={dealers.data ?? []}
              rowKey={(d) => d.id}
              empty={dealers.isFetching ? 'Loading dealers…' : 'This company has no dealers yet.'}
              className="admin-table"
              stackOnPhones
            />
          )}
        </div>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove dealer?"
        description={
          removing
            ? `${removing.memberName} will no longer be listed as a dealer of ${company?.companyName ?? 'the company'}.`
            : ''
        }
        confirmLabel="Remove dealer"
        destructive
        onConfirm={onRemove}
      />
    </AdminCard>
  );
}
