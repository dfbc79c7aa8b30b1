import type { AppSupabaseClient as SupabaseClient } from '@/lib/supabase.ts';
import { z } from 'zod';
import { GatewayError } from '../gateway.ts';
import type { PriceListPublishingPort, PublishRequest } from '../ports/price-list-publishing.ts';
import { invokeFunction } from './errors.ts';
import { createSupabasePriceList } from './price-list.ts';

/** The function's body: snake_case, as the contract names it. */
const bodyOf = (request: PublishRequest, mode: 'preview' | 'publish') => ({
  company_id: request.companyId,
  department: request.department,
  valid_until: request.validUntil,
  mode,
});

const Published = z.object({ list: z.object({ id: z.string() }).passthrough() });

export function createSupabasePublishing(client: SupabaseClient, options: { url: string }): PriceListPublishingPort {
  const lists = createSupabasePriceList(client, options);
  return {
    // supabase-js hands an application/pdf answer over as a Blob.
    preview: (request) => invokeFunction<Blob>(client, options.url, 'publish-price-list', bodyOf(request, 'preview')),
    async publish(request) {
      const reply = Published.parse(
        await invokeFunction(client, options.url, 'publish-price-list', bodyOf(request, 'publish')),
      );
      // Read back through the list reader: the row with its company's name and its file's URL on this backend.
      const mine = await lists.companyLists(request.companyId);
      const list = mine.find((l) => l.id === reply.list.id);
      if (!list)
        throw new GatewayError('The list was published but could not be read back. Reload the page.', 'failed');
      return list;
    },
  };
}
