import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import {
  CompanyVendorApplication,
  MY_VENDOR_APPLICATION_SELECT,
  MyVendorApplication,
} from '@domain/schemas/vendor-application.ts';
import { accepted, refused, type Outcome } from '../outcome.ts';
import type { ApplicationRefusal, VendorApplicationsPort } from '../ports/vendor-applications.ts';
import { dataOf, invokeNotification, throwIfFailed } from './errors.ts';

interface Reply {
  error: { message: string; code?: string; hint?: string } | null;
  status: number;
}

/** The functions' refusals (migration 20261127020100) as outcomes; anything else is a failure. */
function refusalOf(reply: Reply, backend: string): Outcome<true, ApplicationRefusal> {
  const error = reply.error;
  if (!error) return accepted(true);
  if (error.code === '42501') return refused('forbidden', error.message);
  if (error.code === '22023') return refused('invalid', error.message);
  if (error.code === 'P0001') {
    const duplicate = error.hint === 'already_vendor' || error.hint === 'already_pending';
    return refused(duplicate ? 'duplicate' : 'decided', error.message);
  }
  throwIfFailed(reply, backend);
  return accepted(true);
}

export function createSupabaseVendorApplications(
  client: SupabaseClient,
  options: { url: string },
): VendorApplicationsPort {
  const backend = options.url;

  async function mine() {
    const reply = await client
      .from('vendor_applications')
      .select(MY_VENDOR_APPLICATION_SELECT)
      .order('created_at', { ascending: false });
    return z.array(MyVendorApplication).parse(dataOf(reply, backend));
  }

  async function decided(reply: Reply): Promise<Outcome<void, ApplicationRefusal>> {
    const outcome = refusalOf(reply, backend);
    return outcome.ok ? accepted(undefined) : outcome;
  }

  return {
    mine,
    async apply({ companyId, department, departmentName, note }) {
      const reply = await client.rpc('apply_as_vendor', {
        p_company_id: companyId,
        p_department: department,
        p_department_name: departmentName,
        ...(note ? { p_note: note } : {}),
      });
      const outcome = refusalOf(reply, backend);
      if (!outcome.ok) return outcome;
      const id = z.object({ id: z.string() }).parse(reply.data).id;
      const created = (await mine()).find((a) => a.id === id);
      if (!created) throw new Error(`application ${id} not readable after it was made`);
      return accepted(created);
    },
    async withdraw(id) {
      return decided(await client.rpc('withdraw_vendor_application', { p_id: id }));
    },
    async forDepartment({ companyId, department }) {
      const reply = await client.rpc('company_vendor_applications', {
        p_company_id: companyId,
        p_department: department,
      });
      return z.array(CompanyVendorApplication).parse(dataOf(reply, backend));
    },
    async accept(id) {
      return decided(await client.rpc('accept_vendor_application', { p_id: id }));
    },
    async reject(id, reason) {
      return decided(await client.rpc('reject_vendor_application', { p_id: id, p_reason: reason }));
    },
    notifyApplicant(id) {
      return invokeNotification(client, backend, 'vendor-application-reply', { application_id: id });
    },
  };
}
