import { apiErrorOf } from '@/data/api.ts';
import { showToast } from './toast-store.ts';

/** A failed call told in a red toast: what failed as the title, the server's or network's reason below it. */
export const toastFailure = (title: string, error: unknown) =>
  showToast({ title, description: apiErrorOf(error).message, variant: 'destructive' });
