import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { departmentSuggestions } from '@domain/corporate-product-form.ts';
import { useCompanyProductFactsQuery, useProductEntryCompaniesQuery } from '../api.ts';

/** The company the products go to: chosen in the URL (?company=), with its product count and departments. */
export function useEntryCompany() {
  const [params, setParams] = useSearchParams();
  const companyId = params.get('company');
  const companies = useProductEntryCompaniesQuery();
  const facts = useCompanyProductFactsQuery(companyId ?? '', { skip: !companyId });
  const [error, setError] = useState<string | undefined>();
  const select = useRef<HTMLSelectElement>(null);
  const company = companies.data?.find((c) => c.id === companyId) ?? null;
  const departments = useMemo(() => departmentSuggestions(facts.data?.departments ?? []), [facts.data]);

  const choose = (id: string) => {
    setError(undefined);
    setParams(id ? { company: id } : {}, { replace: true });
  };

  return { companyId, companies, facts, company, departments, error, setError, select, choose };
}

export type EntryCompany = ReturnType<typeof useEntryCompany>;
