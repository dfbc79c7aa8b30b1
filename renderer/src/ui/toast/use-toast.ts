import { dismissToast, showToast } from './toast-store.ts';

/** `toast({ title, description, variant, durationMs })` shows one toast at a time; `dismiss()` hides it. */
export function useToast() {
  return { toast: showToast, dismiss: dismissToast };
}
