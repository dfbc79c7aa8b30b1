import type { CorporateEnquiry } from '@domain/schemas/corporate-enquiry.ts';
import { api, fromGateway } from '@/data/api.ts';
import type { Partner } from '@/data/ports/info.ts';

export const infoApi = api.injectEndpoints({
  endpoints: (build) => ({
    partners: build.query<Partner[], void>({
      queryFn: fromGateway((g) => g.info.listPartners()),
    }),
    sendCorporateEnquiry: build.mutation<void, CorporateEnquiry>({
      queryFn: fromGateway((g, enquiry: CorporateEnquiry) => g.info.sendCorporateEnquiry(enquiry)),
    }),
  }),
});

export const { usePartnersQuery, useSendCorporateEnquiryMutation } = infoApi;
