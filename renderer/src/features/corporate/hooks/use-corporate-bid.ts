import { useState } from 'react';
import { bidFailureDescription, bidSubmittedDescription, CORPORATE_BID } from '@domain/schemas/corporate-bid.ts';
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
    const placed = await placeBid({ productId: product.id, price, quantity });
    if ('error' in placed) {
      const message = placed.error && 'message' in placed.error ? String(placed.error.message) : '';
      showToast({
        title: CORPORATE_BID.failedTitle,
        description: bidFailureDescription(message),
        variant: 'destructive',
      });
      return;
    }
    clear();
    const notified = await notifyBid(placed.data.id);
    showToast(
      'error' in notified
        ? { ...CORPORATE_BID.notificationFailed, variant: 'destructive' }
        : {
            title: CORPORATE_BID.submittedTitle,
            description: bidSubmittedDescription(price, quantity),
            variant: 'success',
          },
    );
  };

  return { pending, ask: setPending, cancel: () => setPending(null), confirm };
}
