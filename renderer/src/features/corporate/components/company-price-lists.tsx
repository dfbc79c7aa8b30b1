import { useMemo } from 'react';
import { Alert } from '@/ui/alert.tsx';
import { Card } from '@/ui/card.tsx';
import { Spinner } from '@/ui/spinner.tsx';
import { useCompanyPriceListsQuery } from '@/price-lists/api.ts';
import { CompanyListsBlock } from '@/price-lists/company-lists.tsx';
import { splitHistory } from '@/price-lists/group-lists.ts';
import type { PublishedList } from '@/price-lists/share-buttons.tsx';

/**
 * The company page's "Price lists" (issue 28): the latest list per scope, then the older editions; each opens
 * at its public link. Nothing shows for a company that never published one.
 */
export function CompanyPriceLists({ companyId }: { companyId: string }) {
  const { data, isLoading, isError } = useCompanyPriceListsQuery(companyId);
  const lists = useMemo(
    () => splitHistory((data ?? []).filter((l): l is PublishedList => l.published !== null)),
    [data],
  );
  if (!isLoading && !isError && lists.current.length + lists.history.length === 0) return null;
  return (
    <Card className="company-price-lists" title="Price lists" aria-label="Price lists">
      {isLoading ? (
        <Spinner size={24} label="Loading price lists" />
      ) : isError ? (
        <Alert variant="danger">Could not load the company's price lists. Please try again later.</Alert>
      ) : (
        <CompanyListsBlock lists={lists} />
      )}
    </Card>
  );
}
