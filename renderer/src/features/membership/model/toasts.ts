import { showToast } from '@/ui/toast/toast-store.ts';
import { toastFailure } from '@/ui/toast/failure-toast.ts';

/** A refusal from the server, told in a toast; false, so a save can return it as its result. */
export function refused(title: string, message: string): false {
  showToast({ title, description: message, variant: 'destructive' });
  return false;
}

/** A call that failed (network, server error), told in a toast; false as `refused`. */
export function failed(title: string, error: unknown): false {
  toastFailure(title, error);
  return false;
}
