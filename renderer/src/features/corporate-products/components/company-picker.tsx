import { Building2, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { formatCountOf } from '@domain/format.ts';
import { paths } from '@domain/paths.ts';
import { Field } from '@/ui/field.tsx';
import { Select } from '@/ui/select.tsx';
import type { EntryCompany } from '../hooks/use-entry-company.ts';

/** The company the products go to, with how many it lists today and links to its price sheet and page. */
export function CompanyPicker({ target }: { target: EntryCompany }) {
  const { companyId, companies, facts, company, error, select, choose } = target;
  return (
    <section className="cp-company" aria-label="Company">
      <Field label="Company" required error={error} className="cp-company__field">
        {(control) => (
          <Select
            {...control}
            ref={select}
            value={companyId ?? ''}
            disabled={companies.isLoading}
            placeholder={companies.isLoading ? 'Loading companies…' : 'Select a company'}
            options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.companyName }))}
            onChange={(e) => choose(e.target.value)}
          />
        )}
      </Field>
      {company ? (
        <div className="cp-company__facts">
          <p className="cp-company__count">
            <Building2 size={16} aria-hidden="true" />
            {facts.data?.total != null
              ? `${formatCountOf(facts.data.total, 'product')} listed today`
              : facts.isFetching
                ? 'Reading its products…'
                : 'Its products could not be counted'}
          </p>
          <div className="cp-company__links">
            <Link to={`${paths.priceManagement.href()}?company=${company.id}`}>Price sheet</Link>
            <Link to={paths.company.href(company.id)}>
              Company page <ExternalLink size={12} aria-hidden="true" />
            </Link>
          </div>
        </div>
      ) : (
        <p className="cp-company__hint">
          {companies.data?.length === 0
            ? 'No companies are registered yet: register a company member in the admin panel first.'
            : 'The products below are added to the company chosen here.'}
        </p>
      )}
    </section>
  );
}
