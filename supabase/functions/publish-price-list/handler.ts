/**
 * publish-price-list (issue 28): `{ company_id, department, valid_until, mode }` with the caller's JWT.
 * preview → the PDF's bytes, nothing stored; publish → `{ list }`, the recorded price_updates_pdfs row.
 * 401 signed out, 403 `{ error }` when the caller may not manage the company, 400 `{ error }` for bad input
 * (validity, no revealed products). The draft is read as the caller, so the database decides who may publish
 * and nothing hidden in the sheet reaches the PDF.
 */
import { identifyCaller } from '../_shared/caller.ts';
import { corsHeaders } from '../_shared/cors.ts';
import { dayInIndia } from '../_shared/domain/format.ts';
import { PUBLISH_MESSAGES, publishRequestSchema, validityProblem } from '../_shared/domain/price-list-publish.ts';
import { FunctionError, jsonReply, readBody, serveJson } from '../_shared/http.ts';
import { renderPriceListPdf } from '../_shared/price-list-pdf/render.ts';
import { callerClient, serviceClient } from '../_shared/supabase.ts';
import { draftDocument } from './draft.ts';
import { publishList } from './publish.ts';

export default serveJson('publish-price-list', async (req) => {
  const caller = await identifyCaller(req);
  // The platform key has no person behind it: a list is published by an executive or an admin.
  if (caller.kind !== 'user') throw new FunctionError(403, PUBLISH_MESSAGES.onlyManagers);
  const body = await readBody(req, publishRequestSchema);
  const problem = validityProblem(body.valid_until, dayInIndia(new Date()));
  if (problem) throw new FunctionError(400, problem, { field: 'valid_until' });

  const asCaller = callerClient(caller.token);
  if (body.mode === 'publish') {
    return jsonReply(200, { list: await publishList(asCaller, serviceClient(), body) });
  }
  const { doc } = await draftDocument(asCaller, serviceClient(), body);
  const pdf = await renderPriceListPdf(doc);
  return new Response(pdf as BodyInit, {
    status: 200,
    headers: { ...corsHeaders, 'Content-Type': 'application/pdf', 'Cache-Control': 'no-store' },
  });
});
