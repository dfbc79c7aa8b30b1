import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import type { TablesInsert } from '@domain/database.ts';
import { COMPANY_MESSAGES, DEALER_MESSAGES, type CompanyFields } from '@domain/admin-panel.ts';
import { CompanyRow, DETAIL_COLUMNS } from '@domain/schemas/company.ts';
import { STORED_ENQUIRY_COLUMNS, StoredCorporateEnquiry } from '@domain/schemas/corporate-enquiry.ts';
import { mask, selectList } from '@domain/schemas/entity.ts';
import { storagePathOf } from '@domain/uploads.ts';
import { GatewayError } from '../gateway.ts';
import { accepted, refused } from '../outcome.ts';
import type { AdminCompany, AdminPanelPort, CompanyFilePaths, FileRef } from '../ports/admin-panel.ts';
import { dataOf, throwIfFailed } from './errors.ts';
import { publicUrlOf } from './storage-url.ts';

const COMPANY_FILES = 'companyfiles';

/** The public page's columns, and the updated_at an edit is based on. */
const ADMIN_COMPANY_COLUMNS = [...DETAIL_COLUMNS, 'updated_at'] as const;
const AdminCompanyRow = CompanyRow.pick(mask(ADMIN_COMPANY_COLUMNS));

/** The file columns of company_details under the panel's names. */
const FILE_COLUMNS = {
  logo: 'logo_url',
  banner: 'banner_image_url',
  brochure: 'brochure_pdf_url',
  brochureThumbnail: 'brochure_thumbnail_url',
} as const;

const DeletionPreview = z
  .object({
    company_name: z.string(),
    files: z.array(z.string()),
    products: z.number(),
    bids: z.number(),
    executives: z.number(),
    vendors: z.number(),
    rfqs: z.number(),
  })
  .transform((p) => ({
    companyName: p.company_name,
    files: p.files,
    products: p.products,
    bids: p.bids,
    executives: p.executives,
    vendors: p.vendors,
    rfqs: p.rfqs,
  }));

const UNIQUE_VIOLATION = '23505';

/** The company columns a write sets: the fields, and the files named (absent keeps a file, null clears it). */
function companyWrite(fields: CompanyFields, files: CompanyFilePaths): TablesInsert<'company_details'> {
  const row: TablesInsert<'company_details'> = {
    company_name: fields.companyName,
    website_url: fields.websiteUrl,
    company_head_name: fields.companyHeadName,
    company_head_designation: fields.companyHeadDesignation,
    address: fields.address,
    marketing_team_info: fields.marketingTeamInfo,
    brochure_pdf_name: fields.brochurePdfName,
  };
  for (const kind of Object.keys(FILE_COLUMNS) as (keyof typeof FILE_COLUMNS)[]) {
    const path = files[kind];
    if (path !== undefined) row[FILE_COLUMNS[kind]] = path;
  }
  return row;
}

export function createSupabaseAdminPanel(client: SupabaseClient, options: { url: string }): AdminPanelPort {
  const fileRef = (stored: string | null): FileRef | null =>
    stored
      ? {
          stored,
          url: publicUrlOf(client, COMPANY_FILES, stored),
          // A path, or the path inside an older full URL of this bucket; null for someone else's URL.
          path: /^[a-z][a-z\d+.-]*:/i.test(stored) ? storagePathOf(stored, COMPANY_FILES) : stored,
        }
      : null;

  const toCompany = (row: z.output<typeof AdminCompanyRow>): AdminCompany => ({
    id: row.id,
    companyName: row.company_name,
    websiteUrl: row.website_url,
    companyHeadName: row.company_head_name,
    companyHeadDesignation: row.company_head_designation,
    address: row.address,
    marketingTeamInfo: row.marketing_team_info,
    brochurePdfName: row.brochure_pdf_name,
    dealerUserIds: row.dealer_user_ids,
    updatedAt: row.updated_at,
    files: {
      logo: fileRef(row.logo_url),
      banner: fileRef(row.banner_image_url),
      brochure: fileRef(row.brochure_pdf_url),
      brochureThumbnail: fileRef(row.brochure_thumbnail_url),
    },
  });

  const insert = async (
    table: 'price_updates_pdfs' | 'news_items' | 'news_snippets' | 'partner_organisations',
    row: object,
  ) => throwIfFailed(await client.from(table).insert(row as never), options.url);

  return {
    publishPriceList: ({ description, fileName, path }) =>
      insert('price_updates_pdfs', {
        description,
        file_name: fileName,
        bucket_name: 'prices',
        storage_file_path: path,
        // Rows name files by storage path; readers build the URL for their backend (storage-url.ts).
        file_url: path,
      }),

    publishNews: ({ headline, content, imagePath }) =>
      insert('news_items', { headline, content, image_url: imagePath }),

    publishSnippet: ({ headline, content }) => insert('news_snippets', { headline, snippet_content: content }),

    registerPartner: ({ name, websiteUrl, logoPath }) =>
      insert('partner_organisations', { name, website_url: websiteUrl, logo_url: logoPath }),

    async listCompanies() {
      const reply = await client
        .from('company_details')
        .select(selectList(ADMIN_COMPANY_COLUMNS))
        .order('company_name');
      return z.array(AdminCompanyRow).parse(dataOf(reply, options.url)).map(toCompany);
    },

    async registerCompany(fields, files) {
      const reply = await client.from('company_details').insert(companyWrite(fields, files)).select('id').single();
      if (reply.error?.code === UNIQUE_VIOLATION) return refused('duplicate-name', COMPANY_MESSAGES.duplicateName);
      return accepted(z.object({ id: z.string() }).parse(dataOf(reply, options.url)));
    },

    async updateCompany(id, basedOn, fields, files) {
      const reply = await client
        .from('company_details')
        .update(companyWrite(fields, files))
        .eq('id', id)
        .eq('updated_at', basedOn)
        .select(selectList(ADMIN_COMPANY_COLUMNS))
        .maybeSingle();
      if (reply.error?.code === UNIQUE_VIOLATION) return refused('duplicate-name', COMPANY_MESSAGES.duplicateName);
      const row = dataOf(reply, options.url);
      if (row) return accepted(toCompany(AdminCompanyRow.parse(row)));
      // No row matched: saved by someone else meanwhile, deleted, or not ours to edit (RLS hides the update).
      const still = await client.from('company_details').select('id').eq('id', id).maybeSingle();
      if (!dataOf(still, options.url)) throw new GatewayError(COMPANY_MESSAGES.gone, 'failed');
      return refused('changed', COMPANY_MESSAGES.changedMeanwhile);
    },

    async deletionPreview(companyId) {
      const reply = await client.rpc('company_deletion_preview', { p_company_id: companyId });
      const data = dataOf(reply, options.url);
      return data === null ? null : DeletionPreview.parse(data);
    },

    async deleteCompany(companyId) {
      const reply = await client.rpc('delete_company', { p_company_id: companyId });
      return z.object({ deleted: z.boolean(), products: z.number() }).parse(dataOf(reply, options.url));
    },

    async addDealer(companyId, userId) {
      const reply = await client.rpc('add_company_dealer', { p_company_id: companyId, p_user_id: userId });
      if (reply.error?.code === UNIQUE_VIOLATION) return refused('already-dealer', DEALER_MESSAGES.alreadyDealer);
      return accepted(z.array(z.string()).parse(dataOf(reply, options.url)));
    },

    async removeDealer(companyId, userId) {
      const reply = await client.rpc('remove_company_dealer', { p_company_id: companyId, p_user_id: userId });
      return z.array(z.string()).parse(dataOf(reply, options.url));
    },

    async corporateEnquiries({ page, pageSize }) {
      const from = (page - 1) * pageSize;
      const reply = await client
        .from('corporate_enquiries')
        .select(selectList(STORED_ENQUIRY_COLUMNS), { count: 'exact' })
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .range(from, from + pageSize - 1);
      const rows = z.array(StoredCorporateEnquiry).parse(dataOf(reply, options.url));
      return { rows, total: reply.count ?? rows.length };
    },
  };
}
