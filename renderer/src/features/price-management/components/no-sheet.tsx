import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@domain/paths.ts';
import { PRICE_MANAGEMENT } from '@domain/price-management.ts';
import { Alert } from '@/ui/alert.tsx';
import { LoadFailed } from '@/ui/desk.tsx';
import type { ProductSheet } from '../hooks/use-product-sheet.ts';
import type { SheetCompany } from '../hooks/use-sheet-company.ts';

/** Why there is no sheet to show (no company yet, none chosen, none registered, the read failed), or null. */
export function noSheet(company: SheetCompany, sheet: ProductSheet): ReactNode | null {
  const { isAdmin, companies, companyId } = company;
  if (isAdmin && companies.error && !companyId)
    return (
      <LoadFailed
        title="Error fetching companies"
        message={companies.error.message ?? ''}
        onRetry={() => void companies.refetch()}
      />
    );
  if (isAdmin && companies.data?.length === 0)
    return (
      <div className="sheet-page__empty" role="status">
        <h2>{PRICE_MANAGEMENT.noCompanies}</h2>
        <p>Register a company member in the admin panel first.</p>
        <Link to={paths.admin.path}>Go to the admin panel</Link>
      </div>
    );
  if (!companyId)
    return isAdmin ? (
      <div className="sheet-page__empty" role="status">
        <h2>{PRICE_MANAGEMENT.selectCompany}</h2>
        <p>{PRICE_MANAGEMENT.selectCompanyHint}</p>
      </div>
    ) : (
      <Alert variant="warning" title="No company">
        Your account is not linked to a company yet.
      </Alert>
    );
  if (sheet.status === 'failed')
    return (
      <LoadFailed
        title={PRICE_MANAGEMENT.loadErrorTitle}
        message={sheet.error ?? ''}
        onRetry={() => void sheet.reload()}
      />
    );
  return null;
}
