import { api, fromGateway } from '@/data/api.ts';

/** The caller's role facts, cached per user; invalidate 'Role' after anything that changes them. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    roleFacts: build.query({
      queryFn: fromGateway((gateway, _userId: string) => gateway.session.getRoleFacts()),
      providesTags: ['Role'],
    }),
  }),
});
