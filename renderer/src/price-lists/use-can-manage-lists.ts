import { useCan } from '@/session/use-can.ts';
import { useSession } from '@/session/use-session.ts';

/**
 * Whether the signed-in user may publish and withdraw the company's lists: admins for any company, executives
 * for their own (the publishing function and withdraw_price_list refuse everyone else).
 */
export function useCanManageLists(): (companyId: string) => boolean {
  const can = useCan();
  const session = useSession();
  const ownCompany = session.status === 'signed-in' ? session.facts.companyId : null;
  return (companyId) => can('sourcing.anyCompany') || (can('prices.manage') && ownCompany === companyId);
}
