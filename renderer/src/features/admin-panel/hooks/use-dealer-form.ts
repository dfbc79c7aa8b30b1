import { useState, type FormEvent } from 'react';
import { ADMIN_TOASTS, DEALER_MESSAGES } from '@domain/admin-panel.ts';
import { VENDOR_SEARCH_TOO_SHORT, vendorSearchTerm } from '@domain/sourcing.ts';
import { apiErrorOf } from '@/data/api.ts';
import type { MemberMatch } from '@/data/ports/sourcing.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useAddDealerMutation, useAdminCompaniesQuery, useFindDealerCandidatesMutation } from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

export interface DealerErrors {
  company?: string;
  user?: string;
  search?: string;
}

/**
 * The add-a-dealer form: the company chosen, the member search and its matches, the member chosen, and the add
 * that the server may refuse (a member who already is a dealer).
 */
export function useDealerForm() {
  const companies = useAdminCompaniesQuery();
  const [companyId, setCompanyId] = useState('');
  const [term, setTerm] = useState('');
  const [matches, setMatches] = useState<MemberMatch[] | null>(null);
  const [userId, setUserId] = useState('');
  const [errors, setErrors] = useState<DealerErrors>({});
  const [search, searching] = useFindDealerCandidatesMutation();
  const [addDealer, adding] = useAddDealerMutation();
  const company = companies.data?.find((c) => c.id === companyId) ?? null;

  /** A choice made clears its field's message. */
  const choose = (field: 'company' | 'user', set: (id: string) => void) => (id: string) => {
    set(id);
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

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
      toastFailure(ADMIN_TOASTS.failed.dealer, error);
    }
  };

  return {
    companies: companies.data ?? [],
    company,
    companyId,
    chooseCompany: choose('company', setCompanyId),
    term,
    setTerm,
    matches,
    userId,
    chooseUser: choose('user', setUserId),
    errors,
    onSearch,
    searching: searching.isLoading,
    onAdd,
    adding: adding.isLoading,
  };
}
