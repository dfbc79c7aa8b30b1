import type { AdFormValues } from '@domain/schemas/admin.ts';
import { api, fromGateway } from '@/data/api.ts';
import type { AdminAd } from '@/data/ports/ad-admin.ts';
import type { AdQuery } from '@/data/ports/content.ts';

export const adsApi = api.injectEndpoints({
  endpoints: (build) => ({
    activeAds: build.query({
      queryFn: fromGateway((gateway, query: AdQuery) => gateway.content.getActiveAds(query)),
      providesTags: ['Ads'],
    }),
    // Ad management (admins and limited admins).
    adminAds: build.query<AdminAd[], void>({
      queryFn: fromGateway((gateway) => gateway.adAdmin.list()),
      providesTags: ['AdminAds'],
    }),
    saveAd: build.mutation({
      queryFn: fromGateway((gateway, ad: { id: string | null; values: AdFormValues; imagePath: string | null }) =>
        gateway.adAdmin.save(ad),
      ),
      invalidatesTags: ['AdminAds', 'Ads'],
    }),
    /** The Active/Inactive switch: the list shows the new status at once and puts it back on a failure. */
    setAdStatus: build.mutation({
      queryFn: fromGateway((gateway, { id, status }: { id: string; status: boolean }) =>
        gateway.adAdmin.setStatus(id, status),
      ),
      async onQueryStarted({ id, status }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          adsApi.util.updateQueryData('adminAds', undefined, (ads) => {
            const ad = ads.find((a) => a.id === id);
            if (ad) ad.status = status;
          }),
        );
        try {
          await queryFulfilled;
          dispatch(adsApi.util.invalidateTags(['Ads']));
        } catch {
          patch.undo();
        }
      },
    }),
    deleteAd: build.mutation({
      queryFn: fromGateway((gateway, id: string) => gateway.adAdmin.remove(id)),
      invalidatesTags: ['AdminAds', 'Ads'],
    }),
  }),
});

export const { useAdminAdsQuery, useSaveAdMutation, useSetAdStatusMutation, useDeleteAdMutation } = adsApi;
