import { apiErrorOf } from '@/data/api.ts';
import { showToast } from '@/ui/toast/toast-store.ts';

/** A refusal from the server, told in a toast; false, so a save can return it as its result. */
export function refused(title: string, message: string): false {
  showToast({ title, description: message, variant: 'destructive' });
  return false;
}

/** A call that failed (network, server error), told in a toast; false as `refused`. */
export const failed = (title: string, error: unknown): false => refused(title, apiErrorOf(error).message);
