import { useEffect, useMemo } from 'react';
import { isRoundOpen } from '@domain/sourcing.ts';
import type { RoundStanding } from '@/data/ports/sourcing.ts';
import { useSession } from '@/session/use-session.ts';
import { useMyVendorApplicationsQuery, useMyVendorBidsQuery, useStandingsQuery, useVendorRfqsQuery } from '../api.ts';
import { useLiveSourcing } from './use-live-sourcing.ts';
import { useNow } from './use-now.ts';
import { currentQuoteOf, type OpenRfq } from '../model/open-rfq.ts';
import { latestRound } from '../model/rfq-status.ts';

/**
 * What the Submit Bids page shows a vendor: the RFQs of their registrations with a round open now, their own
 * bids and rank, their applications; kept live, and read again when a round's deadline passes.
 */
export function useVendorBidding() {
  const session = useSession();
  const userId = session.userId ?? '';
  const registrations = useMemo(
    () => session.facts.vendorRegistrations.map((r) => ({ companyId: r.companyId, department: r.department })),
    [session.facts.vendorRegistrations],
  );
  const rfqs = useVendorRfqsQuery(
    { vendorUserId: userId, registrations },
    { skip: !userId || registrations.length === 0 },
  );
  const myBids = useMyVendorBidsQuery(userId, { skip: !userId });
  const applications = useMyVendorApplicationsQuery(undefined, { skip: !userId });
  // Which RFQs are open is re-read every 5 s; each countdown ticks by itself.
  const now = useNow(true, 5000);
  const openRfqs: OpenRfq[] = (rfqs.data ?? []).flatMap((r) => {
    const round = latestRound(r.rounds);
    return round && isRoundOpen(round, now) ? [{ ...r, round }] : [];
  });
  // Standings exist for rounds open now: ask only about the RFQs bidding that the vendor has quoted on.
  const rfqIds = useMemo(() => {
    const quoted = new Set((myBids.data ?? []).map((b) => b.sourcingRequestId));
    return (rfqs.data ?? [])
      .filter((r) => quoted.has(r.id))
      .map((r) => r.id)
      .sort();
  }, [myBids.data, rfqs.data]);
  const standings = useStandingsQuery(rfqIds, { skip: rfqIds.length === 0 });
  useLiveSourcing(
    userId ? { vendorUserId: userId, companyIds: [...new Set(registrations.map((r) => r.companyId))] } : null,
  );

  // A deadline that passes while the page is open: ask the server again (it may have been extended).
  const nextDeadline = Math.min(...openRfqs.map((r) => (r.round.closesAt ? Date.parse(r.round.closesAt) : Infinity)));
  const refetch = rfqs.refetch;
  useEffect(() => {
    if (!Number.isFinite(nextDeadline)) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, nextDeadline - Date.now()) + 500);
    return () => clearTimeout(timer);
  }, [nextDeadline, refetch]);

  const standingOf = (roundId: string): RoundStanding | undefined => standings.data?.find((s) => s.roundId === roundId);
  const ownBidsIn = (roundId: string) => (myBids.data ?? []).filter((b) => b.roundId === roundId);
  const myCurrent = (roundId: string) => currentQuoteOf(ownBidsIn(roundId));

  return {
    userId,
    registrations: session.facts.vendorRegistrations,
    rfqs,
    openRfqs,
    myBids,
    applications,
    standingOf,
    ownBidsIn,
    myCurrent,
  };
}
