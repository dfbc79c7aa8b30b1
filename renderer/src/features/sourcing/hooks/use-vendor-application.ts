import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { departmentName } from '@domain/sourcing.ts';
import { SOURCING_DEPARTMENTS } from '@domain/sourcing-departments.ts';
import { APPLICATION_FAILED, APPLICATION_SENT } from '@domain/vendor-applications.ts';
import { useSession } from '@/session/use-session.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useApplyAsVendorMutation, useMyVendorApplicationsQuery, useSourcingCompaniesQuery } from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * The vendor application form: company and department (handed over as ?company=…&department=… by 'Apply to
 * Participate'), a note, and whether the member is already a vendor there or has an application waiting.
 */
export function useVendorApplication() {
  const session = useSession();
  const [params] = useSearchParams();
  const companies = useSourcingCompaniesQuery();
  const mine = useMyVendorApplicationsQuery();
  const [apply, applying] = useApplyAsVendorMutation();
  const [companyId, setCompanyId] = useState(params.get('company') ?? '');
  const [department, setDepartment] = useState(
    SOURCING_DEPARTMENTS.some((d) => d.id === params.get('department')) ? params.get('department')! : '',
  );
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const chosenDepartment = departmentName(SOURCING_DEPARTMENTS, department);
  const companyName = companies.data?.find((c) => c.id === companyId)?.companyName ?? '';
  const registered = session.facts.vendorRegistrations.some(
    (r) => r.companyId === companyId && r.department === department,
  );
  const waiting = (mine.data ?? []).some(
    (a) => a.status === 'pending' && a.companyId === companyId && a.department === department,
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!companyId || !department) return setProblem('Please choose the company and the department you supply.');
    setProblem(null);
    try {
      const outcome = await apply({
        companyId,
        department,
        departmentName: chosenDepartment,
        note: note.trim() || null,
      }).unwrap();
      if (!outcome.ok) return setProblem(outcome.message);
      setNote('');
      showToast({ ...APPLICATION_SENT, variant: 'success' });
    } catch (error) {
      toastFailure(APPLICATION_FAILED, error);
    }
  };

  return {
    companies,
    mine,
    isVendor: session.facts.vendorRegistrations.length > 0,
    companyId,
    setCompanyId,
    department,
    setDepartment,
    departmentName: chosenDepartment,
    companyName,
    note,
    setNote,
    problem,
    registered,
    waiting,
    applying: applying.isLoading,
    submit,
  };
}
