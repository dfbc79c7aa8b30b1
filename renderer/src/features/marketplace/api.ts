import type { PostKind } from '@domain/marketplace.ts';
import { api, fromGateway } from '@/data/api.ts';
import { refreshRoleFactsAfter } from '@/session/role-facts-refresh.ts';
import type { Outcome } from '@/data/outcome.ts';
import type { BoardPage, BoardQuery, NewPost } from '@/data/ports/marketplace.ts';

/** The tag of a board's pages (a live change invalidates it). */
export const boardTag = (kind: PostKind) => ({ type: 'Posts' as const, id: `board-${kind}` });

export const marketplaceApi = api.injectEndpoints({
  endpoints: (build) => ({
    boardPage: build.query<BoardPage, BoardQuery>({
      queryFn: fromGateway((g, query: BoardQuery) => g.marketplace.boardPage(query)),
      providesTags: (_r, _e, { kind }) => [boardTag(kind)],
    }),
    /** The RPC spends the credit, so the caller's role facts (credit balance) are stale afterwards. */
    expressInterest: build.mutation<
      Outcome<{ balance: number }, 'not-logged-in' | 'refused'>,
      { kind: PostKind; postId: string }
    >({
      queryFn: fromGateway((g, { kind, postId }: { kind: PostKind; postId: string }) =>
        g.marketplace.expressInterest(kind, postId),
      ),
      onQueryStarted: refreshRoleFactsAfter((spent) => spent.ok),
    }),
    notifyInterest: build.mutation<Outcome<void, 'not-delivered'>, { kind: PostKind; postId: string; userId: string }>({
      queryFn: fromGateway((g, { kind, postId, userId }: { kind: PostKind; postId: string; userId: string }) =>
        g.marketplace.notifyInterest(kind, postId, userId),
      ),
    }),
    createPost: build.mutation<void, NewPost>({
      queryFn: fromGateway((g, post: NewPost) => g.marketplace.createPost(post)),
      // The board and the poster's own tables on the profile page.
      invalidatesTags: (_r, _e, { kind }) => [
        boardTag(kind),
        { type: 'Posts', id: kind === 'enquiry' ? 'enquiries' : 'offers' },
      ],
    }),
  }),
});

export const { useBoardPageQuery, useExpressInterestMutation, useNotifyInterestMutation, useCreatePostMutation } =
  marketplaceApi;
