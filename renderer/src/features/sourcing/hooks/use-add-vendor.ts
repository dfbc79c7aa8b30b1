import { useState } from 'react';
import { VENDOR_ADDED, VENDOR_INFO_MISSING, VENDOR_TITLES, vendorAlreadyAdded } from '@domain/sourcing.ts';
import type { MemberMatch } from '@/data/ports/sourcing.ts';
import { useToast } from '@/ui/toast/use-toast.ts';
import { useAddVendorMutation } from '../api.ts';
import type { DashboardContext } from '../model/dashboard-context.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** Approves a member as one of the department's vendors; `adding` is the member being added, if any. */
export function useAddVendor(ctx: DashboardContext) {
  const { toast } = useToast();
  const [addVendor] = useAddVendorMutation();
  const [adding, setAdding] = useState<string | null>(null);

  const add = async (member: MemberMatch) => {
    const name = member.businessName || member.memberName;
    if (!member.id || !ctx.companyId) {
      return toast({ title: VENDOR_TITLES.addFailed, description: VENDOR_INFO_MISSING, variant: 'destructive' });
    }
    setAdding(member.id);
    try {
      const outcome = await addVendor({
        companyId: ctx.companyId,
        department: ctx.department.id,
        departmentName: ctx.department.name,
        vendorUserId: member.id,
      }).unwrap();
      if (outcome.ok) {
        toast({
          ...VENDOR_ADDED,
          description: `${name} can now bid on ${ctx.department.name} RFQs.`,
          variant: 'success',
        });
      } else if (outcome.reason === 'duplicate') {
        toast({ ...vendorAlreadyAdded(name), variant: 'destructive' });
      } else {
        toast({ title: VENDOR_TITLES.addFailed, description: outcome.message, variant: 'destructive' });
      }
    } catch (error) {
      toastFailure(VENDOR_TITLES.addFailed, error);
    } finally {
      setAdding(null);
    }
  };

  return { add, adding };
}
