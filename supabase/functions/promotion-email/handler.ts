/**
 * promotion-email (trade §7, membership management): one e-mail per selected member, through the mail
 * provider (_shared/mail). Admins only, checked as the caller. Only members' addresses are mailed, so the
 * function cannot be used to mail anyone else. The reply says how many were sent; `details` lists each
 * address that failed with its reason, and a partial failure carries `error` beside `message`.
 */
import { identifyCaller, requirePlatformOrAdmin } from '../_shared/caller.ts';
import { PROMOTION_MESSAGES, PromotionEmailBody, promotionEmail } from '../_shared/domain/schemas/admin.ts';
import { env } from '../_shared/env.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { mailProvider, ProviderNotConfigured, SendFailed } from '../_shared/mail/index.ts';
import { serviceClient } from '../_shared/supabase.ts';

interface Failure {
  email: string;
  error: string;
}

/** The members among the addresses: lower-cased address → member name. */
async function membersByEmail(emails: string[]): Promise<Map<string, string>> {
  const { data, error } = await serviceClient()
    .from('yarnconnect_free')
    .select('email, member_name')
    .in('email', [...new Set(emails.flatMap((e) => [e, e.toLowerCase()]))]);
  if (error) throw new Error(`reading the members failed: ${error.message}`);
  return new Map(data.map((m) => [m.email.toLowerCase(), m.member_name]));
}

export default serveJson('promotion-email', async (req) => {
  const body = await readBody(req, PromotionEmailBody);
  const caller = await identifyCaller(req);
  await requirePlatformOrAdmin(caller, 'Only admins send promotion e-mails.');

  let provider;
  try {
    provider = mailProvider(env);
  } catch (e) {
    if (e instanceof ProviderNotConfigured) throw new FunctionError(503, 'E-mail is not set up on this server.');
    throw e;
  }

  // One message per address, even if it was selected twice.
  const recipients = [...new Map(body.selectedUsers.map((u) => [u.email.toLowerCase(), u])).values()];
  const members = await membersByEmail(recipients.map((r) => r.email));
  const failures: Failure[] = [];
  let sent = 0;
  for (const r of recipients) {
    const name = members.get(r.email.toLowerCase());
    if (name === undefined) {
      failures.push({ email: r.email, error: PROMOTION_MESSAGES.notAMember });
      continue;
    }
    const mail = promotionEmail({ memberName: name, subject: body.subject, message: body.message });
    try {
      await provider.send({ to: r.email, toName: name, ...mail });
      sent += 1;
    } catch (e) {
      if (!(e instanceof SendFailed)) throw e;
      failures.push({ email: r.email, error: e.message });
    }
  }

  const plural = (n: number) => `${n} member${n === 1 ? '' : 's'}`;
  if (sent === 0) {
    return jsonReply(502, {
      error: 'No promotion e-mail could be sent.',
      sent,
      failed: failures.length,
      details: failures,
    });
  }
  return jsonReply(200, {
    message: `Promotion e-mail sent to ${plural(sent)}.`,
    ...(failures.length > 0 && { error: `It could not be sent to ${plural(failures.length)}.` }),
    sent,
    failed: failures.length,
    details: failures,
  });
});
