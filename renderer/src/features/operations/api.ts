import type { AuditQuery } from '@/data/ports/operations.ts';
import { api, fromGateway } from '@/data/api.ts';

/** /admin2: one query per dashboard part, each one server read. */
const operationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    membersByPlan: build.query({
      queryFn: fromGateway((gateway, _: void) => gateway.operations.membersByPlan()),
      providesTags: ['Operations'],
    }),
    signupsPerDay: build.query({
      queryFn: fromGateway((gateway, days: number) => gateway.operations.signupsPerDay(days)),
      providesTags: ['Operations'],
    }),
    creditsPerDay: build.query({
      queryFn: fromGateway((gateway, days: number) => gateway.operations.creditsPerDay(days)),
      providesTags: ['Operations'],
    }),
    activityPerDay: build.query({
      queryFn: fromGateway((gateway, days: number) => gateway.operations.activityPerDay(days)),
      providesTags: ['Operations'],
    }),
    openRfqs: build.query({
      queryFn: fromGateway((gateway, _: void) => gateway.operations.openRfqs()),
      providesTags: ['Operations'],
    }),
    auditLog: build.query({
      queryFn: fromGateway((gateway, query: AuditQuery) => gateway.operations.auditLog(query)),
      providesTags: ['Operations'],
    }),
  }),
});

export const {
  useMembersByPlanQuery,
  useSignupsPerDayQuery,
  useCreditsPerDayQuery,
  useActivityPerDayQuery,
  useOpenRfqsQuery,
  useAuditLogQuery,
} = operationsApi;
