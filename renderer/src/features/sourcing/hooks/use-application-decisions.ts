import { useState } from 'react';
import {
  APPLICANT_NOT_NOTIFIED,
  APPLICATION_ACCEPTED,
  APPLICATION_REJECTED,
  DECISION_FAILED,
} from '@domain/vendor-applications.ts';
import type { CompanyVendorApplication as Application } from '@/data/ports/vendor-applications.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import {
  useAcceptVendorApplicationMutation,
  useNotifyApplicantMutation,
  useRejectVendorApplicationMutation,
} from '../api.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/**
 * Accepting or rejecting an application, then telling the applicant on WhatsApp; if that fails the decision
 * stands and the executive is told so. `deciding` is the application being decided, if any.
 */
export function useApplicationDecisions(departmentName: string) {
  const [accept] = useAcceptVendorApplicationMutation();
  const [reject] = useRejectVendorApplicationMutation();
  const [notify] = useNotifyApplicantMutation();
  const [deciding, setDeciding] = useState<string | null>(null);

  /** Runs a decision and tells the applicant; every outcome ends in one toast. */
  const decide = async (application: Application, run: () => Promise<{ ok: boolean; message?: string }>) => {
    setDeciding(application.id);
    try {
      const outcome = await run();
      if (!outcome.ok) {
        showToast({ title: DECISION_FAILED, description: outcome.message, variant: 'destructive' });
        return false;
      }
      const told = await notify(application.id).unwrap();
      if (!told.ok) showToast({ title: APPLICANT_NOT_NOTIFIED, description: told.message, variant: 'destructive' });
      return told.ok;
    } catch (error) {
      toastFailure(DECISION_FAILED, error);
      return false;
    } finally {
      setDeciding(null);
    }
  };

  const onAccept = async (a: Application) => {
    if (await decide(a, () => accept(a.id).unwrap()))
      showToast({
        ...APPLICATION_ACCEPTED,
        description: `${a.businessName} can now bid on ${departmentName} RFQs.`,
        variant: 'success',
      });
  };
  const onReject = async (a: Application, reason: string) => {
    if (await decide(a, () => reject({ id: a.id, reason }).unwrap()))
      showToast({ ...APPLICATION_REJECTED, description: `${a.businessName} has been told why.`, variant: 'success' });
  };

  return { deciding, onAccept, onReject };
}
