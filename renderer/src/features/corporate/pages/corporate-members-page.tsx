import { Building2, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@domain/paths.ts';
import type { CompanySummary } from '@/data/ports/corporate.ts';
import { Alert } from '@/ui/alert.tsx';
import { LinkButton } from '@/ui/link-button.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { TextInput } from '@/ui/text-input.tsx';
import { useCompaniesQuery } from '../api.ts';
import { CompanyLogo } from '../components/company-logo.tsx';
import './corporate-pages.css';

const EMPTY = 'No corporate members found matching your search.';

const matches = (company: CompanySummary, needle: string) =>
  [company.companyName, company.address, company.companyHeadName]
    .filter(Boolean)
    .join(' ')
    .toLowerCase()
    .includes(needle);

/** Corporate member companies, by name, each card opening its company page. */
export function CorporateMembersPage() {
  const [term, setTerm] = useState('');
  const { data, error, isLoading } = useCompaniesQuery();
  const needle = term.trim().toLowerCase();
  const companies = (data ?? []).filter((c) => matches(c, needle));

  return (
    <section className="container corporate" aria-labelledby="corporate-title">
      <header className="corporate__header">
        <h1 id="corporate-title">Corporate Members</h1>
        <p>Leading textile companies with their products, executives and dealers.</p>
      </header>
      <div className="corporate__search">
        <Search size={18} aria-hidden="true" />
        <TextInput
          type="search"
          aria-label="Search corporate members"
          placeholder="Search by company, head or address"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
        />
      </div>
      {error ? (
        <Alert variant="danger" title="Error fetching companies">
          {error.message}
        </Alert>
      ) : isLoading ? (
        <Spinner label="Loading corporate members" />
      ) : companies.length === 0 ? (
        <p className="corporate__empty" role="status">
          <Building2 size={28} aria-hidden="true" />
          {EMPTY}
        </p>
      ) : (
        <ul className="corporate__grid" aria-label="Corporate members">
          {companies.map((company) => (
            <li key={company.id} className="company-card">
              <Link to={paths.company.href(company.id)} className="company-card__link">
                <CompanyLogo name={company.companyName} url={company.logoUrl} />
                <span className="company-card__name">{company.companyName}</span>
              </Link>
              {company.companyHeadName && (
                <p className="company-card__head">
                  {company.companyHeadName}
                  {company.companyHeadDesignation && `, ${company.companyHeadDesignation}`}
                </p>
              )}
              {company.address && <p className="company-card__address">{company.address}</p>}
              <LinkButton
                to={paths.company.href(company.id)}
                variant="outline"
                size="sm"
                aria-label={`View Profile of ${company.companyName}`}
              >
                View Profile
              </LinkButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
