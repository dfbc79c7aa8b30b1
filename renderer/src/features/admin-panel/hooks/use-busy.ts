import { useState } from 'react';

/** Whether a form's submit is under way: `whileBusy` runs it with the flag up, and drops the flag however it ends. */
export function useBusy() {
  const [busy, setBusy] = useState(false);
  const whileBusy = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  return { busy, whileBusy };
}
