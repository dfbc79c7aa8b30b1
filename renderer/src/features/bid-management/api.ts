import { api, fromGateway } from '@/data/api.ts';
import type { Outcome } from '@/data/outcome.ts';
import type { BidDecisionRefusal, BidderNoticeRefusal, BlotterBid, CompanyBid } from '@/data/ports/bids.ts';

interface CompanyBidsArg {
  companyId: string;
  /** Start of the 10-day window (ISO). */
  since: string;
}

/** Bids Management over the gateway's bids area. */
const bidManagementApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyBids: build.query<BlotterBid[], CompanyBidsArg>({
      queryFn: fromGateway((g, a: CompanyBidsArg) => g.bids.companyBids(a.companyId, a.since)),
      providesTags: ['CompanyBids'],
    }),
    acceptBid: build.mutation<Outcome<CompanyBid, BidDecisionRefusal>, string>({
      queryFn: fromGateway((g, bidId: string) => g.bids.acceptBid(bidId)),
      // Refused too: someone else decided it, so the page shows their decision.
      invalidatesTags: ['CompanyBids'],
    }),
    rejectBid: build.mutation<Outcome<CompanyBid, BidDecisionRefusal>, { bidId: string; reason: string }>({
      queryFn: fromGateway((g, a: { bidId: string; reason: string }) => g.bids.rejectBid(a.bidId, a.reason)),
      invalidatesTags: ['CompanyBids'],
    }),
    notifyBidder: build.mutation<Outcome<void, BidderNoticeRefusal>, string>({
      queryFn: fromGateway((g, bidId: string) => g.bids.notifyBidder(bidId)),
      invalidatesTags: ['CompanyBids'],
    }),
  }),
});

export const { useCompanyBidsQuery, useAcceptBidMutation, useRejectBidMutation, useNotifyBidderMutation } =
  bidManagementApi;
