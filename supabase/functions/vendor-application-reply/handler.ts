/**
 * vendor-application-reply: `{ application_id }` → `{ success, message }` or `{ error }`. After
 * accept_vendor_application or reject_vendor_application, an executive of the company (or an admin) has the
 * applicant told on WhatsApp: accepted, or not and why. Called as the decision's follow-up, like bidding-reply
 * (trade §4: a notification never undoes the action); each decision is told once (claimed on the row).
 */
import { callerClient, serviceClient } from '../_shared/supabase.ts';
import { identifyCaller } from '../_shared/caller.ts';
import { VendorApplicationReplyBody } from '../_shared/domain/schemas/functions.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { claim, release, sendWhatsapp, whatsappNumber } from '../_shared/notifications/notify.ts';

interface Application {
  id: string;
  company_id: string;
  department_name: string;
  status: 'pending' | 'accepted' | 'rejected' | 'withdrawn';
  rejection_reason: string | null;
  applicant: { country_code: string | null; mobile_number: string | null } | null;
  company: { company_name: string } | null;
}

const failure = (status: number, error: string) => new FunctionError(status, error, { success: false });

function outcomeMessage(a: Application): string {
  const company = a.company?.company_name ?? 'The company';
  return a.status === 'accepted'
    ? [
        `LoomConnect: ${company} has accepted you as a vendor of ${a.department_name}.`,
        `You can now quote on their ${a.department_name} RFQs under Submit Bids.`,
      ].join('\n')
    : [
        `LoomConnect: ${company} did not accept your application to be a vendor of ${a.department_name}.`,
        `Reason: ${a.rejection_reason ?? 'not given'}`,
        'You are welcome to apply to other companies and departments.',
      ].join('\n');
}

export default serveJson('vendor-application-reply', async (req) => {
  const { application_id } = await readBody(req, VendorApplicationReplyBody);
  const caller = await identifyCaller(req).catch(() => {
    throw failure(401, 'You must be logged in.');
  });
  if (caller.kind !== 'user') throw failure(403, 'Application replies are sent on behalf of the company.');
  const service = serviceClient();
  const { data, error } = await service
    .from('vendor_applications')
    .select(
      'id, company_id, department_name, status, rejection_reason, applicant:yarnconnect_free!applicant_user_id(country_code, mobile_number), company:company_details!company_id(company_name)',
    )
    .eq('id', application_id)
    .maybeSingle();
  if (error) throw new Error(`reading application ${application_id} failed: ${error.message}`);
  if (!data) throw failure(404, 'Vendor application not found.');
  const application = data as unknown as Application;

  // The same rule as the decision: the company's executives and admins (can_manage_company as the caller).
  const allowed = await callerClient(caller.token).rpc('can_manage_company', { p_company_id: application.company_id });
  if (allowed.error) throw new Error(`can_manage_company failed: ${allowed.error.message}`);
  if (allowed.data !== true)
    throw failure(403, "Only the company's corporate executives and admins reply to its vendor applications.");
  if (application.status !== 'accepted' && application.status !== 'rejected')
    throw failure(409, 'This application is not decided: accept or reject it first.');

  const to = whatsappNumber(application.applicant?.country_code, application.applicant?.mobile_number);
  if (!to) return jsonReply(200, { success: false, error: 'The applicant has no mobile number.' });
  if (!(await claim(service, 'vendor_applications', application.id, 'outcome_notified_at')))
    return jsonReply(200, { success: true, message: 'Already notified.' });
  if (!(await sendWhatsapp(to, outcomeMessage(application)))) {
    await release(service, 'vendor_applications', application.id, 'outcome_notified_at');
    throw failure(502, 'Could not send the WhatsApp notification. Please try again later.');
  }
  return jsonReply(200, { success: true, message: 'The applicant has been told on WhatsApp.' });
});
