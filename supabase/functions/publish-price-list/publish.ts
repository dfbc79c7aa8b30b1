/**
 * Publishing: the PDF stored in the prices bucket with the service role (clients cannot write there), then
 * recorded as the caller (record_price_list checks the caller, the validity and that the prices are the
 * draft's, and locks the scope). When the scope moved on meanwhile (40001: another edition was published or
 * a price changed) the list is made again from the new draft; a stored PDF that was not recorded is removed.
 */
import type { Database } from '../_shared/database.types.ts';
import {
  PUBLISH_MESSAGES,
  priceListHeadline,
  type PriceListDocument,
  type PublishRequest,
} from '../_shared/domain/price-list-publish.ts';
import { FunctionError } from '../_shared/http.ts';
import { renderPriceListPdf } from '../_shared/price-list-pdf/render.ts';
import type { FunctionClient } from '../_shared/supabase.ts';
import { draftDocument } from './draft.ts';

type ListRow = Database['public']['Tables']['price_updates_pdfs']['Row'];

/** Tries before giving up when other publishes keep taking the edition. */
const ATTEMPTS = 3;

/** A refusal of record_price_list as the caller sees it. */
function refusal(error: { code?: string; message: string }): Error {
  if (error.code === '42501') return new FunctionError(403, error.message);
  if (error.code === '22023') return new FunctionError(400, error.message);
  if (error.code === '40001') return new FunctionError(409, PUBLISH_MESSAGES.pricesMoved);
  return new Error(`record_price_list failed: ${error.message}`);
}

/** Stores one rendering and records it; null when the scope moved on and the list must be made again. */
async function storeAndRecord(
  caller: FunctionClient,
  service: FunctionClient,
  req: PublishRequest,
  doc: PriceListDocument,
  pdf: Uint8Array,
): Promise<ListRow | null> {
  const listId = crypto.randomUUID();
  const path = `published/${req.company_id}/${listId}.pdf`;
  const bucket = service.storage.from('prices');
  const stored = await bucket.upload(path, pdf, { contentType: 'application/pdf' });
  if (stored.error) throw new Error(`storing the PDF failed: ${stored.error.message}`);
  const { data, error } = await caller.rpc('record_price_list', {
    p_list_id: listId,
    p_company_id: req.company_id,
    p_department: req.department as string,
    p_edition: doc.edition,
    p_valid_until: req.valid_until,
    p_headline: priceListHeadline(doc.lines),
    p_prices: doc.lines.map((l) => ({ product_id: l.productId, price: l.price, previous_price: l.previousPrice })),
  });
  if (!error) return data as ListRow;
  await bucket.remove([path]);
  if (error.code === '40001') return null;
  throw refusal(error);
}

/** Renders, stores and records the list; the recorded row. */
export async function publishList(
  caller: FunctionClient,
  service: FunctionClient,
  req: PublishRequest,
): Promise<ListRow> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const { doc } = await draftDocument(caller, service, req);
    const list = await storeAndRecord(caller, service, req, doc, await renderPriceListPdf(doc));
    if (list) return list;
  }
  throw refusal({ code: '40001', message: PUBLISH_MESSAGES.pricesMoved });
}
