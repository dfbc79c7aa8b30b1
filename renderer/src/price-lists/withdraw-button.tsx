import { Ban } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@domain/format.ts';
import { scopeLabel } from '@domain/price-list-share.ts';
import { apiErrorOf } from '@/data/api.ts';
import { Button } from '@/ui/button.tsx';
import { ConfirmDialog } from '@/ui/dialog/confirm-dialog.tsx';
import { showToast } from '@/ui/toast/toast-store.ts';
import { useWithdrawPriceListMutation } from './api.ts';
import type { PublishedList } from './share-buttons.tsx';

/** "Sri Ram Mills · All departments · edition 3 of 29 Nov 2026": how a confirmation names the list. */
const listName = (list: PublishedList) =>
  `${list.published.companyName} · ${scopeLabel(list.published.department)} · edition ${list.published.edition} of ${formatDate(list.uploadedAt)}`;

/** Withdraw, after a confirmation naming the list: it stays in the history, and its link says it was withdrawn. */
export function WithdrawButton({ list }: { list: PublishedList }) {
  const [asking, setAsking] = useState(false);
  const [withdraw] = useWithdrawPriceListMutation();
  const confirm = async () => {
    try {
      await withdraw(list.id).unwrap();
      showToast({ title: 'Price list withdrawn', description: listName(list), variant: 'success' });
    } catch (error) {
      showToast({
        title: 'Could not withdraw the list',
        description: apiErrorOf(error).message,
        variant: 'destructive',
      });
    }
  };
  return (
    <>
      <Button size="sm" variant="ghost" onClick={() => setAsking(true)}>
        <Ban size={14} aria-hidden="true" /> Withdraw
      </Button>
      <ConfirmDialog
        open={asking}
        onOpenChange={setAsking}
        title="Withdraw this price list?"
        description={`${listName(list)}. It stays in the history marked withdrawn, and its shared link says so. This cannot be undone.`}
        confirmLabel="Withdraw list"
        destructive
        onConfirm={confirm}
      />
    </>
  );
}
