import type { MembershipType } from '@domain/constants.ts';
import type { PromotionEmailRequest } from '@domain/schemas/admin.ts';
import { api, fromGateway, type RootState } from '@/data/api.ts';
import type { MemberChanges, MemberQuery } from '@/data/ports/member-admin.ts';

/** The flags a table switch flips at once (the page shows the change before the server confirms it). */
interface FlagChange {
  userId: string;
  flag: 'isVerifiedMember' | 'isCorporateMember';
  value: boolean;
}

const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    adminMembers: build.query({
      queryFn: fromGateway((gateway, query: MemberQuery) => gateway.memberAdmin.search(query)),
      providesTags: ['AdminMembers'],
    }),
    updateMember: build.mutation({
      queryFn: fromGateway((gateway, { userId, changes }: { userId: string; changes: MemberChanges }) =>
        gateway.memberAdmin.update(userId, changes),
      ),
      invalidatesTags: (result) => (result?.ok ? ['AdminMembers'] : []),
    }),
    /**
     * A verified or corporate switch: the row changes at once in every cached page; a refusal or a failure
     * puts it back (trade §4 "optimistic revert on error").
     */
    setMemberFlag: build.mutation({
      queryFn: fromGateway((gateway, { userId, flag, value }: FlagChange) =>
        gateway.memberAdmin.update(userId, { [flag]: value }),
      ),
      async onQueryStarted({ userId, flag, value }, { dispatch, getState, queryFulfilled }) {
        const patches = membershipApi.util
          .selectInvalidatedBy(getState() as RootState, ['AdminMembers'])
          .filter((entry) => entry.endpointName === 'adminMembers')
          .map((entry) =>
            dispatch(
              membershipApi.util.updateQueryData('adminMembers', entry.originalArgs as MemberQuery, (page) => {
                const row = page.rows.find((r) => r.id === userId);
                if (row) Object.assign(row, { [flag]: value });
              }),
            ),
          );
        const undo = () => patches.forEach((patch) => patch.undo());
        try {
          const { data } = await queryFulfilled;
          if (!data.ok) undo();
        } catch {
          undo();
        }
      },
    }),
    changeMembership: build.mutation({
      queryFn: fromGateway((gateway, arg: { userId: string; newType: MembershipType; oldType: MembershipType }) =>
        gateway.memberAdmin.changeMembership(arg.userId, arg.newType, arg.oldType),
      ),
      invalidatesTags: ['AdminMembers'],
    }),
    deleteMember: build.mutation({
      queryFn: fromGateway((gateway, userId: string) => gateway.memberAdmin.remove(userId)),
      invalidatesTags: (result) => (result?.ok ? ['AdminMembers'] : []),
    }),
    sendPromotion: build.mutation({
      queryFn: fromGateway((gateway, request: PromotionEmailRequest) => gateway.memberAdmin.sendPromotion(request)),
    }),
  }),
});

export const {
  useAdminMembersQuery,
  useUpdateMemberMutation,
  useSetMemberFlagMutation,
  useChangeMembershipMutation,
  useDeleteMemberMutation,
  useSendPromotionMutation,
} = membershipApi;
