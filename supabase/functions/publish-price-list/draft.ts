/**
 * What a list holds, read as the caller: price_list_draft refuses anyone but the company's executives and
 * admins (403) and lists only revealed products with a price; the company's name and logo for the header.
 */
import { dayInIndia } from '../_shared/domain/format.ts';
import {
  PUBLISH_MESSAGES,
  priceListDocument,
  type PriceListDocument,
  type PriceListDraftRow,
  type PublishRequest,
} from '../_shared/domain/price-list-publish.ts';
import { FunctionError } from '../_shared/http.ts';
import type { FunctionClient } from '../_shared/supabase.ts';

/** Where company logos are stored (company_details.logo_url holds a path in it, or an older full URL of it). */
const COMPANY_FILES = 'companyfiles';

/** The draft's rows as the caller may read them; 403/400 as the contract says. */
async function readDraft(caller: FunctionClient, req: PublishRequest): Promise<PriceListDraftRow[]> {
  const { data, error } = await caller.rpc('price_list_draft', {
    p_company_id: req.company_id,
    p_department: req.department ?? undefined,
  });
  if (error?.code === '42501') throw new FunctionError(403, PUBLISH_MESSAGES.onlyManagers);
  if (error) throw new Error(`price_list_draft failed: ${error.message}`);
  if (!data?.length) throw new FunctionError(400, PUBLISH_MESSAGES.noProducts);
  return data;
}

/** The logo's storage path, or null for none or someone else's URL (never fetched: the server calls no URL a client chose). */
function logoPath(stored: string | null): string | null {
  if (!stored) return null;
  if (!/^[a-z][a-z\d+.-]*:/i.test(stored)) return stored.replace(/^\/+/, '');
  const m = new RegExp(`/storage/v1/object/public/${COMPANY_FILES}/(.+)$`).exec(stored);
  return m ? decodeURIComponent(m[1]) : null;
}

/** PNG or JPEG by their signature: the renderer embeds only these. */
function isPngOrJpeg(bytes: Uint8Array): boolean {
  const png = [0x89, 0x50, 0x4e, 0x47];
  return png.every((b, i) => bytes[i] === b) || (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff);
}

/** The company's name and logo bytes (null when it has none the renderer can embed). */
async function branding(
  service: FunctionClient,
  companyId: string,
): Promise<{ name: string; logo: Uint8Array | null }> {
  const { data, error } = await service
    .from('company_details')
    .select('company_name, logo_url')
    .eq('id', companyId)
    .single();
  if (error) throw new Error(`company_details failed: ${error.message}`);
  const path = logoPath(data.logo_url);
  if (!path) return { name: data.company_name, logo: null };
  const file = await service.storage.from(COMPANY_FILES).download(path);
  const bytes = file.data ? new Uint8Array(await file.data.arrayBuffer()) : null;
  return { name: data.company_name, logo: bytes && isPngOrJpeg(bytes) ? bytes : null };
}

/** The document the renderer takes: the draft read as the caller, branded with the company's name and logo. */
export async function draftDocument(
  caller: FunctionClient,
  service: FunctionClient,
  req: PublishRequest,
): Promise<{ rows: PriceListDraftRow[]; doc: PriceListDocument }> {
  const rows = await readDraft(caller, req);
  const company = await branding(service, req.company_id);
  const doc = priceListDocument(rows, {
    companyName: company.name,
    logo: company.logo,
    department: req.department,
    publishedOn: dayInIndia(new Date()),
    validUntil: req.valid_until,
  });
  return { rows, doc };
}
