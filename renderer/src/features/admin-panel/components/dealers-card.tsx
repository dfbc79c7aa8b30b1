import { Search, Store } from 'lucide-react';
import { Button } from '@/ui/button.tsx';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useDealerForm } from '../hooks/use-dealer-form.ts';
import { AdminCard } from './admin-card.tsx';
import { CompanyDealers } from './company-dealers.tsx';
import { MemberChoices } from './member-choices.tsx';

/**
 * Dealer management (trade §5 "Dealer"): choose a company and a member, add them as its dealer; a member who
 * already is one is refused. The company's dealers are listed with Remove.
 */
export function DealersCard() {
  const form = useDealerForm();
  const { errors } = form;

  return (
    <AdminCard
      icon={Store}
      title="Dealer Management"
      description="Make a member a dealer of a company; dealers show on the company's page."
      testId="card-dealers"
    >
      <form className="admin-form" onSubmit={(e) => void form.onAdd(e)} noValidate>
        <Field label="Company" error={errors.company} required>
          {(control) => (
            <Select
              {...control}
              value={form.companyId}
              onChange={(e) => form.chooseCompany(e.target.value)}
              placeholder="Select a company"
              options={form.companies.map((c) => ({ value: c.id, label: c.companyName }))}
            />
          )}
        </Field>
        <Field label="Find a member" error={errors.search} hint="Name, business or e-mail; at least 3 characters.">
          {(control) => (
            <div className="admin-inline">
              <TextInput
                {...control}
                type="search"
                value={form.term}
                onChange={(e) => form.setTerm(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    void form.onSearch();
                  }
                }}
              />
              <Button variant="outline" onClick={() => void form.onSearch()} loading={form.searching}>
                <Search size={16} aria-hidden="true" /> Search
              </Button>
            </div>
          )}
        </Field>
        <MemberChoices matches={form.matches} chosen={form.userId} onChoose={form.chooseUser} error={errors.user} />
        <div className="admin-form__actions">
          <Button type="submit" loading={form.adding}>
            Add dealer
          </Button>
        </div>
      </form>
      {form.company && <CompanyDealers company={form.company} />}
    </AdminCard>
  );
}
