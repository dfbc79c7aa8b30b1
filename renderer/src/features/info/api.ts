import type { CorporateEnquiry } from '@domain/schemas/corporate-enquiry.ts';
import { api, fromGateway } from '@/data/api.ts';
import type { Outcome } from '@/data/outcome.ts';
import type { Partner, TestCheckout } from '@/data/ports/info.ts';
import { refreshRoleFactsAfter } from '@/session/role-facts-refresh.ts';

const infoApi = api.injectEndpoints({
  endpoints: (build) => ({
    partners: build.query<Partner[], void>({
      queryFn: fromGateway((g) => g.info.listPartners()),
      providesTags: ['Partners'],
    }),
    sendCorporateEnquiry: build.mutation<void, CorporateEnquiry>({
      queryFn: fromGateway((g, enquiry: CorporateEnquiry) => g.info.sendCorporateEnquiry(enquiry)),
    }),
    testCheckout: build.query<TestCheckout | null, void>({
      queryFn: fromGateway((g) => g.info.testCheckout()),
    }),
    /** A test payment upgrades the member on the server: their membership, credits and badge change. */
    payInTestMode: build.mutation<Outcome<void, 'refused'>, void>({
      queryFn: fromGateway((g) => g.info.payInTestMode()),
      invalidatesTags: (outcome) => (outcome?.ok ? ['Profile'] : []),
      onQueryStarted: refreshRoleFactsAfter((outcome: Outcome<void, 'refused'>) => outcome.ok),
    }),
  }),
});

export const { usePartnersQuery, useSendCorporateEnquiryMutation, useTestCheckoutQuery, usePayInTestModeMutation } =
  infoApi;
