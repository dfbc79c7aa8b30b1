import { useState } from 'react';
import { INTEREST_SENT, INTEREST_TITLES, interestBlock, type PostKind } from '@domain/marketplace.ts';
import { apiErrorOf } from '@/data/api.ts';
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
    const blocked = interestBlock(kind, session.userId, post.userId);
    if (blocked || !session.userId) {
      fail(session.userId ? INTEREST_TITLES.denied : INTEREST_TITLES.authentication, blocked ?? '');
      return;
    }
    setBusyId(post.id);
    try {
      const spent = await expressInterest({ kind, postId: post.id }).unwrap();
      if (!spent.ok) {
        return fail(
          spent.reason === 'not-logged-in' ? INTEREST_TITLES.authentication : INTEREST_TITLES.denied,
          spent.message,
        );
      }
      setBalance(spent.value.balance);

      const notice = await notifyInterest({ kind, postId: post.id, userId: session.userId }).unwrap();
      if (!notice.ok) return fail(INTEREST_TITLES.notSent, notice.message);
      showToast({ ...INTEREST_SENT, variant: 'success' });
    } catch (error) {
      fail(INTEREST_TITLES.failed, apiErrorOf(error).message);
    } finally {
      setBusyId(null);
    }
  }

  return { send, busyId, balance: balance ?? session.facts.messagingCredits };
}
