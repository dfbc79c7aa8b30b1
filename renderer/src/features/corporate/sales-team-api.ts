import { api, fromGateway } from '@/data/api.ts';
import type { Outcome } from '@/data/outcome.ts';
import type { SalesTeamCandidate, SalesTeamMember, SalesTeamRefusal } from '@/data/ports/sales-team.ts';

type Membership = { companyId: string; userId: string };
type CandidateSearch = { companyId: string; term: string };

/**
 * The Sales team panel's reads and writes (issue 28); the member search is the vendor search's, executives and
 * members on another company's team marked.
 */
const salesTeamApi = api.injectEndpoints({
  endpoints: (build) => ({
    salesTeam: build.query<SalesTeamMember[], string>({
      queryFn: fromGateway((g, companyId: string) => g.salesTeam.list(companyId)),
      providesTags: ['SalesTeam'],
    }),
    findSalesTeamCandidates: build.mutation<SalesTeamCandidate[], CandidateSearch>({
      queryFn: fromGateway((g, s: CandidateSearch) => g.salesTeam.findCandidates(s.term, s.companyId)),
    }),
    addToSalesTeam: build.mutation<Outcome<void, SalesTeamRefusal>, Membership>({
      queryFn: fromGateway((g, m: Membership) => g.salesTeam.add(m.companyId, m.userId)),
      invalidatesTags: (outcome) => (outcome?.ok ? ['SalesTeam'] : []),
    }),
    removeFromSalesTeam: build.mutation<void, Membership>({
      queryFn: fromGateway((g, m: Membership) => g.salesTeam.remove(m.companyId, m.userId)),
      invalidatesTags: ['SalesTeam'],
    }),
  }),
});

export const {
  useSalesTeamQuery,
  useFindSalesTeamCandidatesMutation,
  useAddToSalesTeamMutation,
  useRemoveFromSalesTeamMutation,
} = salesTeamApi;
