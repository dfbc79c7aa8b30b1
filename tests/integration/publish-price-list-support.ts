/** Helpers of the published price lists' suites (tests/integration/publish-price-list*.test.ts). */
import { randomUUID } from 'node:crypto';
import type { Database } from '@domain/database.ts';
import { dayInIndia } from '@domain/format.ts';
import type { TestStack } from './support/stack.ts';
import type { TestUser } from './support/users.ts';

type ListRow = Database['public']['Tables']['price_updates_pdfs']['Row'];

/** Today in India (yyyy-mm-dd), the first day a list may be valid until. */
export const istToday = () => dayInIndia(new Date());

export interface ListProduct {
  department: string;
  count: number;
  price: number | null;
  visibility?: 'Reveal' | 'Hide';
  fibre?: string;
  specificType?: string | null;
}

/** A product of the company, inserted as staff would; its id. */
export async function addListProduct(stack: TestStack, companyId: string, p: ListProduct): Promise<string> {
  const { rows } = await stack.db.query<{ id: string }>(
    `insert into public.corporate_products (company_id, department_name, fibre_type, specific_type, denier_count,
       basic_price, visibility_status)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      companyId,
      p.department,
      p.fibre ?? 'Cotton',
      p.specificType === undefined ? 'Combed' : p.specificType,
      p.count,
      p.price,
      p.visibility ?? 'Reveal',
    ],
  );
  return rows[0].id;
}

/** Sets a product's price (or visibility) as staff would, bypassing the sheet's save. */
export async function setProduct(
  stack: TestStack,
  id: string,
  change: { price?: number; visibility?: 'Reveal' | 'Hide' },
): Promise<void> {
  await stack.db.query(
    `update public.corporate_products set basic_price = coalesce($2, basic_price),
       visibility_status = coalesce($3, visibility_status) where id = $1`,
    [id, change.price ?? null, change.visibility ?? null],
  );
}

/**
 * Records a list through the SQL functions as `user` does (draft, a stored PDF, record), without the
 * edge function: what a client calling the RPCs directly can do. Throws the refusal's message.
 */
export async function recordDirectly(
  stack: TestStack,
  user: TestUser,
  companyId: string,
  department: string | null,
  forge: { priceOf?: (price: number) => number; validUntil?: string; reader?: TestUser } = {},
): Promise<ListRow> {
  // The draft as `reader` (an admin, say) reads it, so a caller refused the draft still reaches the record.
  const { data: draft, error: draftError } = await (forge.reader ?? user).client.rpc('price_list_draft', {
    p_company_id: companyId,
    p_department: department ?? undefined,
  });
  if (draftError) throw new Error(draftError.message);
  const listId = randomUUID();
  const path = `published/${companyId}/${listId}.pdf`;
  const stored = await stack.service.storage
    .from('prices')
    .upload(path, new Blob([new TextEncoder().encode('%PDF-1.7\n%%EOF\n')], { type: 'application/pdf' }));
  if (stored.error) throw new Error(stored.error.message);
  const { data, error } = await user.client.rpc('record_price_list', {
    p_list_id: listId,
    p_company_id: companyId,
    p_department: department as string,
    p_edition: draft![0]?.next_edition ?? 1,
    p_valid_until: forge.validUntil ?? istToday(),
    p_headline: 'A list recorded directly',
    p_prices: draft!.map((r) => ({
      product_id: r.product_id,
      price: forge.priceOf ? forge.priceOf(r.price) : r.price,
      previous_price: r.previous_price,
    })),
  });
  if (error) throw new Error(error.message);
  return data as ListRow;
}

/**
 * The product markers (ZQ0001…, each product's grade, printed in its description) a PDF's text holds, sorted:
 * the PDF read back with pdf.js as a viewer reads it.
 */
export async function pdfMarkers(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: bytes, disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    text += content.items.map((item) => ('str' in item ? item.str : '')).join(' ') + '\n';
  }
  await pdf.destroy();
  return [...text.matchAll(/ZQ\d{4}/g)].map((m) => m[0]).sort();
}

/** `user` signed in with a password, so functions that check the session (auth.getUser) accept the token. */
export async function withSession(stack: TestStack, user: TestUser): Promise<TestUser> {
  const password = `Publish#2026-${user.id.slice(0, 8)}`;
  const updated = await stack.service.auth.admin.updateUserById(user.id, { password });
  if (updated.error) throw updated.error;
  const client = stack.client();
  const signedIn = await client.auth.signInWithPassword({ email: user.email, password });
  if (signedIn.error) throw signedIn.error;
  return { ...user, client };
}
