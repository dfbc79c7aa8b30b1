import { BIDDING_TITLES, formatMoney } from '@domain/sourcing.ts';
import type { DepartmentRfq, RfqBid } from '@/data/ports/sourcing.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSelectBidMutation, useSendAlertsMutation } from '../api.ts';
import { vendorName } from '../model/bid-vendor.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** Awards a bid of the RFQ (irreversible: it closes the RFQ) and sends the vendors' alerts. */
export function useAwardBid(rfq: DepartmentRfq) {
  const [selectBid] = useSelectBidMutation();
  const [sendAlerts] = useSendAlertsMutation();

  const award = async (bid: RfqBid) => {
    try {
      const outcome = await selectBid({ bidId: bid.id, rfqId: rfq.id }).unwrap();
      if (!outcome.ok)
        return showToast({ title: BIDDING_TITLES.selectFailed, description: outcome.message, variant: 'destructive' });
      showToast({
        title: BIDDING_TITLES.bidSelected,
        description: `${rfq.requestNumber} awarded to ${vendorName(bid)} at ${formatMoney(bid.quotedPrice, rfq.currency)}. The vendors are being told on WhatsApp.`,
        variant: 'success',
      });
      void sendAlerts(rfq.id);
    } catch (error) {
      toastFailure(BIDDING_TITLES.selectFailed, error);
    }
  };
  return award;
}
