import { useState } from 'react';
import { bidFailureDescription, bidSubmittedDescription, CORPORATE_BID } from '@domain/schemas/corporate-bid.ts';
import { apiErrorOf } from '@/data/api.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useNotifyBidMutation, usePlaceBidMutation } from '../api.ts';
import type { BidIntent } from '../components/product-row.tsx';

/**
 * The bid flow of §4: confirm, then place_corporate_bid (one credit and the bid in one transaction),
 * then the bid-submission notification, whose failure does not undo the bid.
 */
export function useCorporateBid() {
  const [pending, setPending] = useState<BidIntent | null>(null);
  const [placeBid] = usePlaceBidMutation();
  const [notifyBid] = useNotifyBidMutation();

  const confirm = async () => {
    if (!pending) return;
    const { product, price, quantity, clear } = pending;
    const failed = (message: string) => {
      showToast({
        title: CORPORATE_BID.failedTitle,
        description: bidFailureDescription(message),
        variant: 'destructive',
      });
    };
    let placed;
    try {
      placed = await placeBid({ productId: product.id, price, quantity }).unwrap();
    } catch (error) {
      return failed(apiErrorOf(error).message);
    }
    if (!placed.ok) return failed(placed.message);
    clear();
    // The bid stands whatever happens to its notification (§4).
    const delivered = await notifyBid(placed.value.id)
      .unwrap()
      .then((notice) => notice.ok)
      .catch(() => false);
    showToast(
      delivered
        ? {
            title: CORPORATE_BID.submittedTitle,
            description: bidSubmittedDescription(price, quantity),
            variant: 'success',
          }
        : { ...CORPORATE_BID.notificationFailed, variant: 'destructive' },
    );
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
