import { BIDDING_TITLES, notificationWarningDetail } from '@domain/sourcing.ts';
import { apiErrorOf } from '@/data/api.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useNotifyVendorsMutation } from '../api.ts';

/** Tells the round's vendors on WhatsApp; the toast says how it went (bidding stays open either way). */
export function useNotifyVendors() {
  const [notify] = useNotifyVendorsMutation();
  return async (roundId: string, opened: string) => {
    try {
      const outcome = await notify(roundId).unwrap();
      if (outcome.ok) {
        showToast({
          title: BIDDING_TITLES.vendorsNotified,
          description: `${opened} ${outcome.value.message}`,
          variant: 'success',
        });
      } else {
        showToast({
          title: BIDDING_TITLES.notificationWarning,
          description: notificationWarningDetail(outcome.message),
        });
      }
    } catch (error) {
      showToast({
        title: BIDDING_TITLES.notificationWarning,
        description: notificationWarningDetail(apiErrorOf(error).message),
      });
    }
  };
}
