import type { PostKind } from '@domain/marketplace.ts';
import type { BoardPost } from '@domain/schemas/board-post.ts';
import type { NewPost } from '@domain/schemas/post.ts';
import type { Unsubscribe } from '../gateway.ts';
import type { Outcome } from '../outcome.ts';

export type { BoardPost, NewPost };

export interface BoardPage {
  /** Exact up to 1000 matches, then the planner's estimate (the boards' RPCs). */
  total: number;
  rows: BoardPost[];
}

export interface BoardQuery {
  kind: PostKind;
  term: string;
  offset: number;
  limit: number;
}

/** A committed change on a board: a hint to refresh it (the rows still come from boardPage). */
export interface BoardChange {
  event: 'INSERT' | 'UPDATE' | 'DELETE';
  id: string;
}

/** The purchase enquiry and sales offer boards. */
export interface MarketplacePort {
  /** One page of a board, newest first, with the total (server paging and search). */
  boardPage(query: BoardQuery): Promise<BoardPage>;
  /** Spends one credit and records the interest (one transaction on the server); the new balance. */
  expressInterest(kind: PostKind, postId: string): Promise<Outcome<{ balance: number }, 'not-logged-in' | 'refused'>>;
  /** Sends the poster the WhatsApp message about the caller's recorded interest. */
  notifyInterest(kind: PostKind, postId: string, userId: string): Promise<Outcome<void, 'not-delivered'>>;
  createPost(post: NewPost): Promise<void>;
  /** Calls `onChange` for each post added to, changed on or removed from the board (Realtime). */
  subscribeBoard(kind: PostKind, onChange: (change: BoardChange) => void): Promise<Unsubscribe>;
}
