import * as Toast from '@radix-ui/react-toast';
import { useSyncExternalStore } from 'react';
import { TIMING } from '@domain/constants.ts';
import { X } from 'lucide-react';
import { currentToast, dismissToast, subscribeToasts } from './toast-store.ts';
import './toast.css';

/** Renders the current toast: swipe right past 50 px to dismiss, F8 focuses the notifications region. */
export function Toaster() {
  const entry = useSyncExternalStore(subscribeToasts, currentToast);
  return (
    <Toast.Provider
      swipeDirection="right"
      swipeThreshold={TIMING.toastSwipeThresholdPx}
      duration={TIMING.toastDefaultMs}
    >
      {entry && (
        <Toast.Root
          key={entry.id}
          className={`toast toast--${entry.variant ?? 'default'}`}
          duration={entry.durationMs}
          type={entry.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(entry.id)}
        >
          <Toast.Title className="toast__title">{entry.title}</Toast.Title>
          {entry.description && (
            <Toast.Description className="toast__description">{entry.description}</Toast.Description>
          )}
          <Toast.Close className="toast__close" aria-label="Close">
            <X size={16} aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="toast-viewport" hotkey={['F8']} label="Notifications ({hotkey})" />
    </Toast.Provider>
  );
}
