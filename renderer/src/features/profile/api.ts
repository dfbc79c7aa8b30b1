import { bundledDistricts } from '@domain/reference/districts.ts';
import { findIndianState } from '@domain/reference/indian-states.ts';
import type { UserSignupRequest } from '@domain/schemas/functions.ts';
import type { ProfileForm } from '@domain/schemas/profile.ts';
import { api, fromGateway, type ThunkExtra } from '@/data/api.ts';
import type { Unsubscribe } from '@/data/gateway.ts';
import { refreshRoleFactsAfter, requestRoleFactsRefresh } from '@/session/role-facts-refresh.ts';
import type {
  CompanyVendor,
  CreatedProfile,
  EditableProfile,
  ProfileRead,
  MyBid,
  MyPurchaseEnquiry,
  MySalesOffer,
} from '@/data/ports/profiles.ts';
import { completeProfile } from './model/profile-completion.ts';
import { changeReferralCode, type ReferralCodeChange, type ReferralCodeOwner } from './model/referral-code-change.ts';

type PostKind = 'enquiries' | 'offers';
type Metadata = { memberName: string; businessName: string; membershipType: string };

const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    profile: build.query<ProfileRead | null, string>({
      queryFn: fromGateway((g, userId: string) => g.profiles.get(userId)),
      providesTags: (_r, _e, userId) => [{ type: 'Profile', id: userId }],
      /** While a profile is shown, its changes arrive live: the card, the credit balance, the bid statuses. */
      async onCacheEntryAdded(userId, { cacheDataLoaded, cacheEntryRemoved, dispatch, extra }) {
        let unsubscribe: Unsubscribe | undefined;
        try {
          await cacheDataLoaded;
          unsubscribe = await (extra as ThunkExtra).gateway.profiles.subscribeActivity(userId, (what) => {
            if (what === 'bids') {
              dispatch(api.util.invalidateTags(['Bids']));
              return;
            }
            dispatch(api.util.invalidateTags([{ type: 'Profile', id: userId }]));
            // The balance shown beside the boards comes from the session's role facts.
            if (what === 'credits') requestRoleFactsRefresh();
          });
        } catch {
          // Gone before it loaded, or no live updates: the page still shows what it fetched.
        }
        await cacheEntryRemoved;
        unsubscribe?.();
      },
    }),
    myPosts: build.query<MyPurchaseEnquiry[] | MySalesOffer[], { kind: PostKind; userId: string }>({
      queryFn: fromGateway<MyPurchaseEnquiry[] | MySalesOffer[], { kind: PostKind; userId: string }>(
        (g, { kind, userId }) => (kind === 'enquiries' ? g.profiles.myEnquiries(userId) : g.profiles.myOffers(userId)),
      ),
      providesTags: (_r, _e, { kind }) => [{ type: 'Posts', id: kind }],
    }),
    myBids: build.query<MyBid[], string>({
      queryFn: fromGateway((g, userId: string) => g.profiles.myBids(userId)),
      providesTags: ['Bids'],
    }),
    companyVendors: build.query<CompanyVendor[], string>({
      queryFn: fromGateway((g, companyId: string) => g.profiles.companyVendors(companyId)),
      providesTags: ['Vendors'],
    }),
    /** Bundled districts first; the remote lookup for a state without a bundled list. */
    districts: build.query<string[], string>({
      queryFn: fromGateway(async (g, stateName: string) => {
        const state = findIndianState(stateName);
        if (!state) return [];
        return bundledDistricts(state.iso) ?? (await g.profiles.lookupDistricts(state.iso)) ?? [];
      }),
    }),
    mobileTaken: build.mutation<boolean, { countryCode: string; mobileNumber: string }>({
      queryFn: fromGateway((g, a: { countryCode: string; mobileNumber: string }) =>
        g.profiles.mobileNumberInUse(a.countryCode, a.mobileNumber),
      ),
    }),
    regenerateReferralCode: build.mutation<ReferralCodeChange, ReferralCodeOwner>({
      queryFn: fromGateway((g, owner: ReferralCodeOwner) => changeReferralCode(owner, g.profiles)),
      invalidatesTags: (change, _e, { userId }) => (change?.ok ? [{ type: 'Profile', id: userId }] : []),
    }),
    createProfile: build.mutation<CreatedProfile, UserSignupRequest>({
      queryFn: fromGateway((g, body: UserSignupRequest) => g.profiles.create(body)),
      // No role-facts refresh here: the register page refreshes the session itself once it has left (the guard would send it home).
      invalidatesTags: (_r, _e, body) => [{ type: 'Profile', id: body.userId }],
    }),
    /** /profile/edit without a profile row: born through usersignup with its credits, then the rest saved. */
    completeProfile: build.mutation<CreatedProfile, { userId: string; values: ProfileForm }>({
      queryFn: fromGateway((g, { userId, values }: { userId: string; values: ProfileForm }) =>
        completeProfile(g.profiles, userId, values),
      ),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'Profile', id: userId }],
      onQueryStarted: refreshRoleFactsAfter(),
    }),
    saveProfile: build.mutation<void, { userId: string; fields: EditableProfile }>({
      queryFn: fromGateway((g, { userId, fields }: { userId: string; fields: EditableProfile }) =>
        g.profiles.save(userId, fields),
      ),
      invalidatesTags: (_r, _e, { userId }) => [{ type: 'Profile', id: userId }],
      onQueryStarted: refreshRoleFactsAfter(),
    }),
    deleteProfile: build.mutation<void, string>({
      queryFn: fromGateway((g, userId: string) => g.profiles.remove(userId)),
    }),
    syncMetadata: build.mutation<void, Metadata>({
      queryFn: fromGateway((g, meta: Metadata) => g.profiles.syncMetadata(meta)),
    }),
    deletePosts: build.mutation<void, { kind: PostKind; ids: string[] }>({
      queryFn: fromGateway((g, { kind, ids }: { kind: PostKind; ids: string[] }) =>
        kind === 'enquiries' ? g.profiles.deleteEnquiries(ids) : g.profiles.deleteOffers(ids),
      ),
      invalidatesTags: (_r, _e, { kind }) => [{ type: 'Posts', id: kind }],
    }),
  }),
});

export const {
  useProfileQuery,
  useMyPostsQuery,
  useMyBidsQuery,
  useCompanyVendorsQuery,
  useDistrictsQuery,
  useMobileTakenMutation,
  useRegenerateReferralCodeMutation,
  useCreateProfileMutation,
  useCompleteProfileMutation,
  useSaveProfileMutation,
  useDeleteProfileMutation,
  useSyncMetadataMutation,
  useDeletePostsMutation,
} = profileApi;
