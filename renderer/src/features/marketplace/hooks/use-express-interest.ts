import { useState } from 'react';
import { INTEREST_SENT, INTEREST_TITLES, interestBlock, type PostKind } from '@domain/marketplace.ts';
import type { ApiError } from '@/data/api.ts';
import type { BoardPost } from '@/data/ports/marketplace.ts';
import { useSession } from '@/session/use-session.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useExpressInterestMutation, useNotifyInterestMutation } from '../api.ts';

function fail(title: string, description: string): void {
  showToast({ title, description, variant: 'destructive' });
}

/**
 * 'I'm Interested' (§4): the credit is spent first (express_interest RPC) and the flow stops if that fails;
 * then the notification function messages the poster. A failed message does not give the credit back.
 * `balance` is the balance the RPC reported, shown until the session's facts catch up.
 */
export function useExpressInterest(kind: PostKind) {
  const session = useSession();
  const [expressInterest] = useExpressInterestMutation();
  const [notifyInterest] = useNotifyInterestMutation();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [balance, setBalance] = useState<number | null>(null);

  async function send(post: BoardPost): Promise<void> {
    const blocked = interestBlock(kind, session.userId, post.user_id);
    if (blocked || !session.userId) {
      fail(session.userId ? INTEREST_TITLES.denied : INTEREST_TITLES.authentication, blocked ?? '');
      return;
    }
    setBusyId(post.id);
    try {
      const spent = await expressInterest({ kind, postId: post.id });
      if ('error' in spent) return fail(INTEREST_TITLES.failed, (spent.error as ApiError).message);
      const outcome = spent.data;
      if (outcome.kind === 'not-logged-in') return fail(INTEREST_TITLES.authentication, outcome.message);
      if (outcome.kind === 'refused') return fail(INTEREST_TITLES.denied, outcome.message);
      setBalance(outcome.balance);

      const notice = await notifyInterest({ kind, postId: post.id, userId: session.userId });
      if ('error' in notice) return fail(INTEREST_TITLES.failed, (notice.error as ApiError).message);
      if (!notice.data.success) return fail(INTEREST_TITLES.notSent, notice.data.message);
      showToast({ ...INTEREST_SENT, variant: 'success' });
    } finally {
      setBusyId(null);
    }
  }

  return { send, busyId, balance: balance ?? session.facts.messagingCredits };
}
