import { useCallback } from 'react';
import { api } from '@/data/api.ts';
import { useAppDispatch } from '@/data/hooks.ts';

/** Asks the server again for RFQs, rounds and bids (a deadline passed: the round may have closed or been extended). */
export function useRefreshSourcing(): () => void {
  const dispatch = useAppDispatch();
  return useCallback(() => void dispatch(api.util.invalidateTags(['Rfqs', 'RfqBids', 'VendorRfqs'])), [dispatch]);
}
