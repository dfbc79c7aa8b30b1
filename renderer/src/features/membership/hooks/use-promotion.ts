import { useCallback, useState } from 'react';
import { PROMOTION_MESSAGES } from '@domain/schemas/admin.ts';
import type { AdminMember } from '@/data/ports/member-admin.ts';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useSendPromotionMutation } from '../api.ts';
import type { Recipient } from '../components/promotion-dialog.tsx';
import { failed, refused } from '../model/toasts.ts';

export interface Bounce {
  email: string;
  error: string;
}

/**
 * The promotion e-mail: the selected members (kept across pages and searches), the compose dialog, the send and
 * the addresses it bounced from. A send that reached anyone clears the selection.
 */
export function usePromotion() {
  const [selected, setSelected] = useState<ReadonlyMap<string, Recipient>>(new Map());
  const [composing, setComposing] = useState(false);
  const [bounced, setBounced] = useState<Bounce[]>([]);
  const [sendPromotion] = useSendPromotionMutation();

  const select = useCallback((list: readonly AdminMember[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current);
      for (const m of list) {
        if (on) next.set(m.id, { email: m.email, memberName: m.memberName });
        else next.delete(m.id);
      }
      return next;
    });
  }, []);

  const compose = () => {
    if (selected.size === 0) return void refused('No Members Selected', PROMOTION_MESSAGES.noneSelected);
    setComposing(true);
  };

  const send = async (mail: { subject: string; message: string }): Promise<boolean> => {
    const recipients = [...selected.values()];
    try {
      const outcome = await sendPromotion({
        selectedUsers: recipients.map((r) => ({ email: r.email, member_name: r.memberName })),
        ...mail,
      }).unwrap();
      if (!outcome.ok) return refused('E-mail Not Sent', outcome.message);
      const reply = outcome.value;
      setBounced(reply.details);
      if (reply.details.length > 0) {
        showToast({
          title: (reply.sent ?? 0) > 0 ? 'Some E-mails Failed' : 'E-mail Not Sent',
          description: `${reply.message ?? reply.error ?? ''} ${reply.details.length} address${
            reply.details.length === 1 ? '' : 'es'
          } failed: see the list above the table.`.trim(),
          variant: (reply.sent ?? 0) > 0 ? 'warning' : 'destructive',
          durationMs: 10_000,
        });
      } else {
        showToast({ title: 'E-mails Sent', description: reply.message, variant: 'success', durationMs: 7_000 });
      }
      if ((reply.sent ?? 0) > 0) setSelected(new Map());
      return true;
    } catch (error) {
      return failed('E-mail Not Sent', error);
    }
  };

  return {
    selected,
    select,
    clearSelection: () => setSelected(new Map()),
    composing,
    compose,
    closeCompose: () => setComposing(false),
    send,
    bounced,
    dismissBounced: () => setBounced([]),
  };
}
