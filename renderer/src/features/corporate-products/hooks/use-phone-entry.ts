import { useSyncExternalStore } from 'react';

/**
 * Where the entry is a column of cards, one per row (components/entry-cards.tsx): the grid's twelve columns need
 * about 1 170 px, and under 720 px a seller would swipe across them for every product. A touch screen under 1 024 px
 * too (a phone turned sideways, a small tablet), so turning the phone does not swap the form for the grid.
 */
export const PHONE_ENTRY_QUERY = '(max-width: 719px), (pointer: coarse) and (max-width: 1023px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_ENTRY_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};
const snapshot = () => window.matchMedia(PHONE_ENTRY_QUERY).matches;

/** Whether the window is a phone's (follows rotation and resizing). */
export function usePhoneEntry(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
