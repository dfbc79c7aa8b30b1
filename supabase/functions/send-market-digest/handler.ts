/**
 * send-market-digest: `{}` → `{ success, message, sent, failed }`. The platform calls it daily (pg_cron on
 * hosted Supabase, the local stack's scheduler) with the service role key: it claims yesterday's digests
 * (market_digest_claim, once per member and day) and e-mails each opted-in member their market alerts of
 * that day through the mail provider every other e-mail uses.
 */
import { identifyCaller } from '../_shared/caller.ts';
import { marketDigestMail, marketDigestDay } from '../_shared/domain/market.ts';
import { env } from '../_shared/env.ts';
import { FunctionError, jsonReply, serveJson } from '../_shared/http.ts';
import { mailProvider } from '../_shared/mail/index.ts';
import { serviceClient } from '../_shared/supabase.ts';

export default serveJson('send-market-digest', async (req) => {
  const caller = await identifyCaller(req).catch(() => null);
  if (caller?.kind !== 'service') {
    const message = 'Only the platform sends the market digest.';
    throw new FunctionError(403, message, { success: false, message });
  }
  const { data, error } = await serviceClient().rpc('market_digest_claim', { p_day: marketDigestDay(new Date()) });
  if (error) throw new Error(`market_digest_claim failed: ${error.message}`);
  const provider = mailProvider(env);
  let sent = 0;
  let failed = 0;
  for (const digest of data ?? []) {
    try {
      await provider.send({
        to: digest.email,
        toName: digest.member_name,
        ...marketDigestMail(digest.alerts as never),
      });
      sent += 1;
    } catch {
      failed += 1;
    }
  }
  return jsonReply(200, {
    success: failed === 0,
    message: `${sent} digest${sent === 1 ? '' : 's'} sent.`,
    sent,
    failed,
  });
});
