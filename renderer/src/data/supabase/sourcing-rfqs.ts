import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { selectList } from '@domain/schemas/entity.ts';
import { DepartmentRfq, FABRIC_SPEC_COLUMNS, FabricSpec, RFQ_BID_SELECT, RfqBid } from '@domain/schemas/sourcing.ts';
import { userMessage } from '@domain/server-errors.ts';
import { accepted, refused } from '../outcome.ts';
import type { SourcingPort } from '../ports/sourcing.ts';
import { dataOf } from './errors.ts';

type Rfqs = Pick<
  SourcingPort,
  'createRfq' | 'createFabricRfq' | 'overview' | 'rfqBids' | 'fabricSpec' | 'companyProducts'
>;

const CreatedRfq = z.object({ id: z.string(), request_number: z.string() });
const BenchmarkRow = z.object({
  department_name: z.string(),
  fibre_type: z.string(),
  specific_type: z.string().nullable(),
  basic_price: z.union([z.number(), z.string().transform(Number)]).nullable(),
});

/** A department's RFQs as the buyer sees them: raising them, the overview, their bids and what they compare with. */
export function createRfqs(client: SupabaseClient, backend: string): Rfqs {
  return {
    async createRfq(rfq) {
      const reply = await client
        .from('sourcing_requests')
        .insert({
          user_id: rfq.userId,
          company_id: rfq.companyId,
          department: rfq.department,
          action: 'Buy',
          item_category_id: rfq.itemCategoryId,
          quantity: rfq.quantity,
          quantity_unit: rfq.quantityUnit,
          description: rfq.description,
          status: 'active',
          bid_status: 'pending',
          attachment_url: rfq.attachmentUrl,
          attachment_type: rfq.attachmentType,
        })
        .select('id, request_number')
        .single();
      if (reply.error?.code === '23514') return refused('not-in-catalog', userMessage(reply.error));
      const row = CreatedRfq.parse(dataOf(reply, backend));
      return accepted({ id: row.id, requestNumber: row.request_number });
    },

    async createFabricRfq(request, rfq) {
      const reply = await client.rpc('create_fabric_rfq', { p_request: request, p_rfq: rfq });
      const created = CreatedRfq.parse(dataOf(reply, backend));
      return { id: created.id, requestNumber: created.request_number };
    },

    async overview({ companyId, department }) {
      const reply = await client.rpc('sourcing_overview', { p_company_id: companyId, p_department: department });
      return z.array(DepartmentRfq).parse(dataOf(reply, backend));
    },

    async rfqBids(rfqId) {
      const reply = await client
        .from('sourcing_bids')
        .select(RFQ_BID_SELECT)
        .eq('sourcing_request_id', rfqId)
        .order('round_number')
        .order('created_at');
      return z.array(RfqBid).parse(dataOf(reply, backend));
    },

    async fabricSpec(fabricRequestId) {
      const reply = await client
        .from('fabric_sourcing_requests')
        .select(selectList(FABRIC_SPEC_COLUMNS))
        .eq('id', fabricRequestId)
        .maybeSingle();
      const row = dataOf(reply, backend);
      return row ? FabricSpec.parse(row) : null;
    },

    async companyProducts(companyId) {
      const reply = await client
        .from('corporate_products')
        .select('department_name, fibre_type, specific_type, basic_price')
        .eq('company_id', companyId)
        .not('basic_price', 'is', null);
      return z
        .array(BenchmarkRow)
        .parse(dataOf(reply, backend))
        .map((p) => ({
          departmentName: p.department_name,
          fibreType: p.fibre_type,
          specificType: p.specific_type,
          basicPrice: p.basic_price,
        }));
    },
  };
}
