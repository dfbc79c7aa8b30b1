import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@domain/paths.ts';
import { CompanyListsBlock } from '@/price-lists/company-lists.tsx';
import type { CompanyLists } from '@/price-lists/group-lists.ts';
import type { PublishedList } from '@/price-lists/share-buttons.tsx';

/** The lists companies published from their price sheets, under each company (issue 28). */
export function PublishedSection({
  companies,
  onOpen,
  aside,
}: {
  companies: CompanyLists[];
  onOpen: (list: PublishedList) => void;
  aside?: (list: PublishedList) => ReactNode;
}) {
  return (
    <section className="price-list__published" aria-labelledby="published-lists-title">
      <h2 id="published-lists-title" className="price-list__section-title">
        Published by companies
      </h2>
      {companies.map((company) => (
        <section key={company.companyId} className="price-list__company" aria-label={company.companyName}>
          <h3 className="price-list__company-name">
            <Link to={paths.company.href(company.companyId)}>{company.companyName || 'Company'}</Link>
          </h3>
          <CompanyListsBlock lists={company} onOpen={onOpen} aside={aside} />
        </section>
      ))}
    </section>
  );
}
