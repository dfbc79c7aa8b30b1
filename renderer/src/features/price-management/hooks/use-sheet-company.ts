import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';
import { useSheetCompaniesQuery } from '../api.ts';

/** The company whose sheet is open: any company the admin chooses (?company=), the executive's own. */
export function useSheetCompany() {
  const session = useSession();
  const isAdmin = useCan()('sourcing.anyCompany');
  const [params, setParams] = useSearchParams();
  const companies = useSheetCompaniesQuery(undefined, { skip: !isAdmin });
  const companyId = isAdmin ? params.get('company') : session.facts.companyId;
  const companyName = isAdmin
    ? (companies.data?.find((c) => c.id === companyId)?.companyName ?? null)
    : session.facts.companyName;
  const open = useCallback((id: string | null) => setParams(id ? { company: id } : {}), [setParams]);
  return { isAdmin, userId: session.userId ?? 'anonymous', companies, companyId, companyName, open };
}

export type SheetCompany = ReturnType<typeof useSheetCompany>;
