import { useCallback, useState } from 'react';
import { apiErrorOf } from '@/data/api.ts';
import { useGateway } from '@/data/gateway-context.tsx';
import type { PublishRequest } from '@/data/ports/price-list-publishing.ts';
import { usePublishCompanyPriceListMutation } from '@/price-lists/api.ts';
import type { PublishedList } from '@/price-lists/share-buttons.tsx';

/** Where the Publish dialog is: choosing, making the preview, looking at it, publishing, or done. */
export type PublishStep =
  | { step: 'choose'; error: string | null }
  | { step: 'previewing' }
  | { step: 'preview'; pdf: Uint8Array }
  | { step: 'publishing' }
  | { step: 'published'; list: PublishedList };

/**
 * The Publish dialog's calls: the preview's PDF, handed to the in-app viewer as bytes (the content-security
 * policies let fetch read no blob: URL), then publishing, which refreshes every list of lists.
 */
export function usePublishList() {
  const gateway = useGateway();
  const [publish] = usePublishCompanyPriceListMutation();
  const [state, setState] = useState<PublishStep>({ step: 'choose', error: null });
  const failed = (error: unknown) => setState({ step: 'choose', error: apiErrorOf(error).message });

  const preview = useCallback(
    async (request: PublishRequest) => {
      setState({ step: 'previewing' });
      try {
        const pdf = await gateway.priceListPublishing.preview(request);
        setState({ step: 'preview', pdf: new Uint8Array(await pdf.arrayBuffer()) });
      } catch (error) {
        failed(error);
      }
    },
    [gateway],
  );

  const run = useCallback(
    async (request: PublishRequest) => {
      setState({ step: 'publishing' });
      try {
        const list = await publish(request).unwrap();
        if (!list.published) throw new Error('The list was stored without its publication facts.');
        setState({ step: 'published', list: list as PublishedList });
      } catch (error) {
        failed(error);
      }
    },
    [publish],
  );

  const back = useCallback(() => setState({ step: 'choose', error: null }), []);
  return { state, preview, publish: run, back };
}
