import { useLeaveGuard } from '@/hooks/use-leave-guard.ts';
import { ConfirmDialog } from './dialog/confirm-dialog.tsx';

const LEAVE_PROMPT = {
  title: 'Leave without saving?',
  description: 'What you entered here is not saved. If you leave now it is lost.',
  confirm: 'Leave and discard',
} as const;

/**
 * The leave prompt of a form (one for every form, after the price sheet's): while `dirty`, a link, Back, a
 * reload or closing the window asks before what was typed is lost (hooks/use-leave-guard.ts).
 */
export function LeavePrompt({
  dirty,
  description = LEAVE_PROMPT.description,
}: {
  dirty: boolean;
  description?: string;
}) {
  const leave = useLeaveGuard(dirty);
  return (
    <ConfirmDialog
      open={leave.pending !== null}
      onOpenChange={(open) => !open && leave.stay()}
      title={LEAVE_PROMPT.title}
      description={description}
      confirmLabel={LEAVE_PROMPT.confirm}
      destructive
      onConfirm={() => leave.leave()}
    />
  );
}
